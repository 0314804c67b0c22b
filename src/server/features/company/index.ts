// The door of the company feature ("nobody has to come alone", issue #43): members who would like to go
// together on the same date find each other and write through Meedoen; blocks and reports; the welcomer
// an organiser names for an activity or one of its dates.
export { companyRoutes } from './routes';
export { presentWelcomer, welcomerPhotoId } from './welcomers';
