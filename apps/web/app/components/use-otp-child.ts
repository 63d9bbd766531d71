import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';

/**
 * Re-renders a flow when its OTP child changes: the countdown's ticks and the typed code live in
 * the child (`otpMachine` of @rinn/machines), so the flow's own snapshot does not change with them.
 * The flow's connect reads the child's current snapshot.
 *
 * @param child - the flow snapshot's `children.otp` (undefined while no OTP runs)
 */
export function useOtpChild(child: AnyActorRef | undefined): void {
  useSelector(child, (snapshot: unknown) => snapshot);
}
