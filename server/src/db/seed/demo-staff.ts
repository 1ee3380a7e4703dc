import type { AppConfig } from '../../config';

/** The demo platform operator (README, docs/marketplace.md "Operator page"). */
export const demoOperatorEmail = 'operator@demo.local';

/**
 * Staff rights come only from STAFF_EMAILS (a verified address in that list). With demo data on (SEED_DEMO, the
 * embedded default) the demo operator joins that list so the dispute page can be tried; with SEED_DEMO off, as in
 * every production configuration, nothing is added and only the configured addresses are staff.
 */
export function withDemoStaff(config: AppConfig): AppConfig {
  if (!config.seedDemo || config.staffEmails.includes(demoOperatorEmail)) return config;
  return { ...config, staffEmails: [...config.staffEmails, demoOperatorEmail] };
}
