/** Networks the share buttons offer. */
export type ShareNetwork = 'facebook' | 'twitter' | 'linkedin' | 'whatsapp';

/** What a page gives the share buttons. */
export interface ShareInput {
  /** Whether the visitor is on a desktop-sized screen. */
  readonly isDesktop: boolean;
}

/** What the share buttons machine remembers between events. */
export interface ShareContext {
  readonly isDesktop: boolean;
  /** The share address of the share under way. */
  readonly url: string | null;
}

/** Everything the share buttons machine responds to (a UI sends them through `connect`). */
export type ShareEvent = { type: 'SHARE'; network: ShareNetwork; url: string } | { type: 'VIEWPORT.CHANGE'; isDesktop: boolean };

/** Input of the `openWindow` and `navigate` actors: the address to open. */
export interface ShareTarget {
  readonly url: string;
}
