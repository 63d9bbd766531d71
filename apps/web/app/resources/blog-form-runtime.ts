import { blogFormMachine, connectBlogForm, type BlogFormApi, type BlogFormEvent } from '@rinn/machines';
import { journeyStartPath, type JourneyStartParams, type LoanProductSlug } from '@rinn/rules';
import { shownText } from '../i18n/shown-message.ts';
import { productJourneyPath } from '../journey/journey-path.ts';
import { createActor, fromPromise } from 'xstate';
import { actorRuntime } from '../widgets/actor-runtime.ts';
import type { RunningActor } from '../widgets/use-actor.ts';

/** A running blog form: its view and its `send`. */
export interface BlogFormView {
  readonly form: BlogFormApi;
  readonly send: (event: BlogFormEvent) => void;
  /**
   * The form's message in a language. The message catalogues load with the machine, not with the
   * article: no message shows before the visitor has used the form.
   */
  readonly shownText: typeof shownText;
}

/**
 * Starts the blog form machine (BLOGFORM-001). Its `startJourney` opens the journey address of
 * `journeyStartPath` (JOURNEY-004), whose query carries the typed mobile as `mobileNumber`, and
 * names the article's loan when it has one.
 *
 * @param params - the article's journey-start parameters, without the mobile
 * @param product - the article's loan (BLOG-011), or null
 * @param openJourney - goes to a site-relative journey address (the page's router)
 * @returns the running form
 */
export function startBlogForm(params: JourneyStartParams, product: LoanProductSlug | null, openJourney: (path: string) => Promise<void> | void): RunningActor<BlogFormView> {
  const machine = blogFormMachine.provide({
    actors: {
      startJourney: fromPromise<void, JourneyStartParams>(async ({ input }) => {
        await openJourney(product === null ? journeyStartPath(input) : productJourneyPath(input, product));
      }),
    },
  });
  const actor = createActor(machine, { input: { params } }).start();
  // One send for the runtime's life: components depend on it in effects, so it must not change with each snapshot.
  const send = (event: BlogFormEvent): void => actor.send(event);
  return actorRuntime(actor, () => ({ form: connectBlogForm(actor.getSnapshot(), send), send, shownText }));
}
