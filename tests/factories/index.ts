// Test data, written straight to the database (fast, no HTTP): the model is Outline's factories.
export { buildBranch, buildOrganisation, buildUser } from './organisations.ts';
export { buildOffer, type OfferOverrides, type OfferPeriod, type OfferRow } from './offers.ts';
export { signIn, signInDemoUser, type SignedIn } from './sign-in.ts';
export { actionBody, buildNegotiation, type NegotiationOverrides, type NegotiationRow } from './negotiations.ts';
export { buildChatWorld, CHAT_WHO, chatSocketUrl, openChatSocket, openInboxSocket, type ChatWho, type ChatWorld, type InboxSocket, type TestSocket } from './chat.ts';
