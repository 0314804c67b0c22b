// The door of the site feature (issue #47): the operator's own name, look, contact details, pages and
// partners, and who may join. What a process holds of them (SiteState) is made in buildApp.

export { sitePageFor } from './page-head';
export { readStoredSettings } from './repository';
export { siteSettingsRoutes } from './routes';
export { type SiteContext, updateSiteSettings } from './service';
export { SiteState } from './site-state';
