// The door of the site feature (issue #47): the operator's own name, look, contact details, pages and
// partners, and who may join. What a process holds of them (SiteState) is made in buildApp.

export { INVITATION_NEEDED } from '../../../domain/site/invitations';
export { invitationRoutes } from './invitation-routes';
export { claimInvitation, markInvitationUsedBy } from './invitations';
export { sitePageFor } from './page-head';
export { sitePageRoutes } from './page-routes';
export { readStoredSettings } from './repository';
export { siteSettingsRoutes } from './routes';
export { type SiteContext, updateSiteSettings } from './service';
export { SiteState } from './site-state';
