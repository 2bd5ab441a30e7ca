/** Telegram Stars: revenue per UTC day and per product, and refunding a payment by its charge id. */
import { useState } from 'react';
import { starsRefundSchema, starsRevenueSchema, type StarsRevenue } from '#protocol/console-stars';
import { getJson, postJson } from '../api.ts';
import { useLoad } from '../use-load.ts';
import { OutcomeLine, useSubmit } from '../use-submit.tsx';
import { NotReady } from '../not-ready.tsx';

type Totals = StarsRevenue['products'][number];

function TotalsCells({ row }: { row: Totals | StarsRevenue['days'][number] }) {
  return (
    <>
      <td>{row.payments}</td>
      <td>{row.stars}</td>
      <td>{row.refunds}</td>
      <td>{row.refundedStars}</td>
      <td>{row.stars - row.refundedStars}</td>
    </>
  );
}

function RevenueTable({ first, rows }: { first: string; rows: { key: string; row: Totals | StarsRevenue['days'][number] }[] }) {
  return (
    <table>
      <thead>
        <tr>
          <th>{first}</th>
          <th>Payments</th>
          <th>Stars paid</th>
          <th>Refunds</th>
          <th>Stars refunded</th>
          <th>Net Stars</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, row }) => (
          <tr key={key}>
            <td>{key}</td>
            <TotalsCells row={row} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RefundForm({ onDone }: { onDone: () => void }) {
  const [chargeId, setChargeId] = useState('');
  const [reason, setReason] = useState('');
  const { outcome, run } = useSubmit();
  return (
    <form
      className="ban"
      onSubmit={(event) => {
        event.preventDefault();
        run(postJson('/stars/refund', { chargeId, reason }, starsRefundSchema), (answer) => {
          setChargeId('');
          setReason('');
          onDone();
          return `Refunded; ${answer.tokensTakenBack} tokens taken back.`;
        });
      }}
    >
      <input
        aria-label="Charge id"
        placeholder="telegram_payment_charge_id"
        value={chargeId}
        onChange={(e) => {
          setChargeId(e.target.value);
        }}
        required
      />
      <input
        aria-label="Reason"
        placeholder="Reason (kept in the audit log)"
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
        }}
        required
      />
      <button type="submit" className="danger">
        Refund
      </button>
      <OutcomeLine outcome={outcome} />
    </form>
  );
}

export function StarsPage() {
  const { loaded, reload } = useLoad(() => getJson('/stars/revenue', starsRevenueSchema), 'stars');
  if (loaded.state !== 'ready') return <NotReady loaded={loaded} />;
  const { days, products } = loaded.value;
  return (
    <>
      <h1>Telegram Stars</h1>
      <h2>Per product</h2>
      <RevenueTable first="Product" rows={products.map((row) => ({ key: row.productId, row }))} />
      <h2>Per day (UTC)</h2>
      <RevenueTable first="Day" rows={days.map((row) => ({ key: row.day, row }))} />
      <h2>Refund a payment</h2>
      <p className="muted">Asks Telegram to refund (refundStarPayment), then takes back what is left of the tokens granted.</p>
      <RefundForm onDone={reload} />
    </>
  );
}
