import { DEAD_MAILS_GATE, deadMailKindsFor } from '../../src/domain/mailOutbox.ts';
import { DomainError } from '../platform/api/domainError.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import type { MailOutboxRow } from '../platform/db/schema/index.ts';
import { deadMails, dispatchOf, requeueMail } from '../platform/mail/outbox.ts';

/**
 * The mail outbox's dead letters (issue 44 item 2, server/platform/mail/outbox.ts): the company's mails the
 * sender gave up on, shown in the bell with "Send again", beside the vouchers' dead letters. Each
 * kind of mail needs its feature's scope (src/domain/mailOutbox.ts), or SETTINGS.
 */
const GATE = { scope: DEAD_MAILS_GATE } as const;

const DeadMail = builder.objectRef<MailOutboxRow>('DeadMail').implement({
  description: 'A mail of the company the outbox gave up on (dead letter) after its attempts.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind', {
      description: 'receipt, zReport, scheduledReport or invitation.',
    }),
    recipient: t.exposeString('recipient'),
    subject: t.exposeString('subject'),
    reason: t.string({
      description: 'Why, in general words: REFUSED, UNREACHABLE or TIMEOUT (the details are in the log).',
      resolve: (row) => row.lastError ?? 'UNREACHABLE',
    }),
    failedAt: t.string({ resolve: (row) => row.nextAttemptAt.toISOString() }),
  }),
});

builder.queryField('deadMails', (t) =>
  t.field({
    type: [DeadMail],
    description:
      "The company's mails given up in the last 30 days, newest first (at most 50): the kinds the viewer's scopes reach (receipts ORDERS, Z-reports and scheduled reports FINANCE, invitations ACCOUNTS; SETTINGS all).",
    authScopes: GATE,
    resolve: (_root, _args, ctx) => {
      const viewer = viewerOf(ctx);
      return deadMails(ctx.db, viewer.companyId, deadMailKindsFor(viewer.scopes));
    },
  }),
);

builder.mutationField('sendMailAgain', (t) =>
  t.field({
    type: 'Boolean',
    description:
      '"Send again" on a dead mail: it waits again with a fresh count of attempts and its job is queued. Another company\'s mail, one of a kind the viewer\'s scopes do not reach, or one not dead answers NOT_FOUND like a missing one.',
    authScopes: GATE,
    args: { mailId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = viewerOf(ctx);
      const id = await requeueMail(
        ctx.db,
        viewer.companyId,
        String(args.mailId),
        deadMailKindsFor(viewer.scopes),
      );
      if (!id) throw new DomainError('NOT_FOUND', (t) => t.errors.notFound());
      await dispatchOf(ctx).dispatch([id]);
      return true;
    },
  }),
);
