import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../../plugins/authentication.plugin';
import type { UserSettingsService } from '../../../../services/user-settings.service';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import { UpdateUserSettingsBody, UserSettingsResponse } from './settings.schema';

const tags = ['Accounts'];

/** GET/PUT accounts/settings/: the caller's own settings document (SPEC §3). Any signed-in user may store one. */
export async function settingsRoutes(app: FastifyInstance, options: { userSettings: UserSettingsService }): Promise<void> {
  app.get('/settings/', {
    schema: {
      operationId: 'getUserSettings',
      summary: 'My settings: the SPEC §3 defaults merged with what I saved',
      tags,
      security: bearerSecurity,
      response: { 200: ref(UserSettingsResponse, 'My settings.'), ...errorResponses(401) },
    },
    handler: async (request) => options.userSettings.get(currentUser(request).id),
  });

  app.put<{ Body: Static<typeof UpdateUserSettingsBody> }>('/settings/', {
    schema: {
      operationId: 'updateUserSettings',
      summary: 'Replace my settings (the whole document, every group)',
      tags,
      security: bearerSecurity,
      body: ref(UpdateUserSettingsBody),
      response: { 200: ref(UserSettingsResponse, 'The saved settings and the save time.'), ...errorResponses(400, 401) },
    },
    handler: async (request) => options.userSettings.replace(currentUser(request).id, request.body.settings),
  });
}
