// The door of the e-mail feature: confirmed addresses and unsubscribe links.
export { memberMail } from './plugin';
export { findServerSecret, serverSecret } from './repository';
export { emailRoutes } from './routes';
export {
  type Addressee,
  createUnsubscribeLinks,
  type MemberMail,
  type UnsubscribeLinkMaker,
  type UnsubscribeLinks,
} from './service';
