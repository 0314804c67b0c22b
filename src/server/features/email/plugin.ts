import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMemberMail, type MemberMail } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Confirmation mails and unsubscribe links, for every feature that mails a member. */
    memberMail: MemberMail;
  }
}

/** Decorates `app.memberMail`; after the mailer (providers/mailer.ts) and the rate limiter. */
async function memberMailPlugin(app: FastifyInstance) {
  app.decorate(
    'memberMail',
    createMemberMail({
      db: app.db,
      mailer: app.mailer,
      publicUrl: app.config.publicUrl,
      createLimiter: app.createLimiter,
      site: app.site,
    }),
  );
}

export const memberMail = fp(memberMailPlugin, {
  name: 'member-mail',
  dependencies: ['mailer', 'rate-limiter'],
});
