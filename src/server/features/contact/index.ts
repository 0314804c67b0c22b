// The door of the contact feature: the contact form, the administrators' inbox and replies by e-mail.
export { contactRoutes } from './routes';
