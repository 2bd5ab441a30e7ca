/** Correcting a player's balances: whole tokens and spins added or taken back, with the reason kept in the audit log. */
import { useState } from 'react';
import { correctionPath, correctionResultSchema } from '#protocol/console-repair';
import { postJson } from '../api.ts';
import { OutcomeLine, useSubmit } from '../use-submit.tsx';

/** A whole number typed in a field, or undefined when it is not one. */
function whole(text: string): number | undefined {
  const value = text.trim() === '' ? 0 : Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
}

export function CorrectionForm({ telegramId, onDone }: { telegramId: number; onDone: () => void }) {
  const [tokens, setTokens] = useState('');
  const [spins, setSpins] = useState('');
  const [reason, setReason] = useState('');
  const { outcome, say, run } = useSubmit();
  return (
    <form
      className="ban"
      aria-label="Correct balances"
      onSubmit={(event) => {
        event.preventDefault();
        const body = { tokens: whole(tokens), spins: whole(spins), reason };
        if (body.tokens === undefined || body.spins === undefined) {
          say({ error: true, text: 'Tokens and spins are whole numbers (negative to take back).' });
          return;
        }
        run(postJson(correctionPath(telegramId), body, correctionResultSchema), (after) => {
          setTokens('');
          setSpins('');
          setReason('');
          onDone();
          return `Corrected: ${after.tokens} tokens, ${after.spins} spins now.`;
        });
      }}
    >
      <input
        aria-label="Tokens to add or take back"
        placeholder="Tokens (+/-)"
        inputMode="numeric"
        value={tokens}
        onChange={(event) => {
          setTokens(event.target.value);
        }}
      />
      <input
        aria-label="Spins to add or take back"
        placeholder="Spins (+/-)"
        inputMode="numeric"
        value={spins}
        onChange={(event) => {
          setSpins(event.target.value);
        }}
      />
      <input
        aria-label="Correction reason"
        placeholder="Reason (kept in the audit log)"
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
        }}
        required
      />
      <button type="submit">Correct</button>
      <OutcomeLine outcome={outcome} />
    </form>
  );
}
