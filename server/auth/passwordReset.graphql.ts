import { PASSWORD_RESET_TTL_MINUTES, passwordSchema } from '../../src/domain/signup.ts';
import { ActionResult, failure, invalidInput, ok } from '../platform/api/results.ts';
import { builder } from '../platform/builder.ts';
import { sendMail } from '../platform/mail/outbox.ts';
import { passwordResetMail } from '../platform/mail/templates.ts';
import { userAccessChanged } from '../platform/security/revocation.ts';
import { userByLogin } from '../session/session.service.ts';
import { setPassword } from './accounts.service.ts';
import { consumeLink, emailArg, issueLink, mailLanguage, throttled } from './links.ts';
import { hashPassword } from './password.ts';
import { revokeAllSessions } from './sessions.ts';

builder.mutationField('requestPasswordReset', (t) =>
  t.field({
    type: ActionResult,
    description: 'Mails a password-reset link (1 h) if the account exists. Always answers alike.',
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const email = emailArg.safeParse(args.email);
      if (!email.success) return ok();
      const limited = await throttled(ctx, `reset:${email.data}`);
      if (limited) return limited;
      const user = await userByLogin(ctx.db, email.data);
      if (user?.active) {
        const token = await issueLink(ctx.db, user.id, 'password_reset', PASSWORD_RESET_TTL_MINUTES * 60_000);
        const { t: mailT, dir } = mailLanguage(user.language);
        const link = `${ctx.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await sendMail(ctx, {
          ...passwordResetMail(mailT, dir, user.email, user.name, link),
          kind: 'passwordReset',
          companyId: null,
          secret: true,
        });
      }
      return ok();
    },
  }),
);

builder.mutationField('resetPassword', (t) =>
  t.field({
    type: ActionResult,
    description: "Sets a new password with a single-use reset link and ends all of the user's sessions.",
    args: { token: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const parsed = passwordSchema.safeParse({ password: args.password });
      if (!parsed.success) return invalidInput(parsed.error);
      const passwordHash = await hashPassword(parsed.data.password);
      const userId = args.token.length > 200 ? null : await consumeLink(ctx.db, args.token, 'password_reset');
      if (!userId) return failure((t) => t.auth.errors.linkInvalid(), 'LINK_INVALID');
      await setPassword(ctx.db, userId, passwordHash);
      await revokeAllSessions(ctx.db, userId);
      await userAccessChanged(ctx, userId);
      return ok();
    },
  }),
);
