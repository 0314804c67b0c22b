// The door of the auth feature: signing up and in (with a password or Google) and resetting a password.
export { passwordResetRoutes } from './password-reset-routes';
export { authRoutes } from './routes';
