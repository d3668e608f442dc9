import { useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { RemovedUserKeys } from '../../../domain/apiKeys.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Modal } from '../../../ui/Modal.tsx';

/**
 * Removing a user asks what becomes of the API keys they made (issue 42): revoked (the default,
 * the safe answer) or kept, with the remover as their owner.
 */
export function RemoveUserButton({
  email,
  onRemove,
}: {
  email: string;
  onRemove: (apiKeys: RemovedUserKeys) => void;
}) {
  const { LL } = useI18nContext();
  const words = LL.staff.accounts;
  const [open, setOpen] = useState(false);
  const [keys, setKeys] = useState<RemovedUserKeys>('REVOKE');
  return (
    <>
      <Button size="sm" tone="danger" aria-label={`${words.remove()} ${email}`} onPress={() => setOpen(true)}>
        {words.remove()}
      </Button>
      <Modal isOpen={open} onOpenChange={setOpen} title={words.removeTitle({ name: email })}>
        <RadioGroup value={keys} onChange={(value) => setKeys(value === 'KEEP' ? 'KEEP' : 'REVOKE')}>
          <Label>{words.removeKeys()}</Label>
          <Radio value="REVOKE">{words.revokeKeys()}</Radio>
          <Radio value="KEEP">{words.keepKeys()}</Radio>
        </RadioGroup>
        <Button tone="secondary" onPress={() => setOpen(false)}>
          {words.cancel()}
        </Button>
        <Button
          tone="danger"
          onPress={() => {
            setOpen(false);
            onRemove(keys);
          }}
        >
          {words.confirmRemove()}
        </Button>
      </Modal>
    </>
  );
}
