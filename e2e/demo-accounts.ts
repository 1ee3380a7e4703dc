/** The demo accounts `npm start` seeds (see README). */
export const demoPassword = 'Demo!2345';
export const demoBrand = { email: 'brand@demo.local', password: demoPassword };
export const demoInfluencer = { email: 'influencer@demo.local', password: demoPassword };
/** Invited by nobody at start: a candidate of the demo brand's published campaign, to invite as the brand and answer here. */
export const demoCandidate = { email: 'creator@demo.local', password: demoPassword };
export const demoNewInfluencer = { email: 'newbie@demo.local', password: demoPassword };
/** Seeded for the settings journey: its password is changed and the account deleted (re-created at the next start). */
export const demoLeaver = { email: 'leaver@demo.local', password: demoPassword };
/** A viewer of the demo brand's team: reads campaigns, cannot publish or change them. */
export const demoViewer = { email: 'viewer@demo.local', password: demoPassword };
/** The platform operator: staff while demo data is on; decides disputes at /operator/disputes. */
export const demoOperator = { email: 'operator@demo.local', password: demoPassword };
