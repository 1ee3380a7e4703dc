/** The demo accounts `npm start` seeds (see README). */
export const demoPassword = 'Demo!2345';
export const demoBrand = { email: 'brand@demo.local', password: demoPassword };
export const demoInfluencer = { email: 'influencer@demo.local', password: demoPassword };
export const demoNewInfluencer = { email: 'newbie@demo.local', password: demoPassword };
