import { connectVoucher, voucherMachine } from '@rinn/machines';
import { useActor } from '../widgets/use-actor.ts';
import { createActor } from 'xstate';
import type { ReactNode } from 'react';

/**
 * An offer voucher that flips between its front and its back on click (§2 offer voucher cards,
 * VOUCHER-001). Both faces stay in the document so their figures are always readable by assistive
 * technology; the face not shown is `hidden`.
 *
 * @param props - the voucher's title, both faces and the labels of the flip control
 * @returns the voucher card
 */
export function OfferVoucherCard({
  title,
  front,
  back,
  flipLabel,
  flipBackLabel,
  dark = false,
}: {
  readonly title: string;
  readonly front: ReactNode;
  readonly back: ReactNode;
  /** The control's name while the front shows: what a click will show. */
  readonly flipLabel: string;
  /** The control's name while the back shows. */
  readonly flipBackLabel: string;
  /** `imgColor: 'blck'`: the dark voucher art. */
  readonly dark?: boolean;
}) {
  const [snapshot, send] = useActor({ create: () => createActor(voucherMachine) });
  const voucher = connectVoucher(snapshot, send);
  return (
    <li className={`card offer voucher${voucher.isFlipped ? ' voucher--flipped' : ''}${dark ? ' voucher--dark' : ''}`}>
      <h2>{title}</h2>
      <div className="voucher__face" hidden={voucher.isFlipped} data-face="front">
        {front}
      </div>
      <div className="voucher__face" hidden={!voucher.isFlipped} data-face="back">
        {back}
      </div>
      {/* The name says what the click will do, so it is not also a pressed/unpressed toggle (a
          toggle's name must stay the same while its state changes). */}
      <button type="button" className="button button--secondary voucher__flip" {...voucher.getCardProps()} aria-pressed={undefined}>
        {voucher.isFlipped ? flipBackLabel : flipLabel}
      </button>
    </li>
  );
}
