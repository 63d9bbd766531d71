import type { EventObject } from 'xstate';

/** What every `connect(snapshot, send)` receives as `send`: the actor's own `send`. */
export type Send<TEvent extends EventObject> = (event: TEvent) => void;
