import type { ApplicationCard } from '@rinn/rules';
import { stageWords, type DashboardStrings } from './dashboard-strings.ts';

/**
 * An application's stages in the page language, the completed ones marked; nothing when it has none.
 *
 * @param props - the stages and the dashboard copy of the page language
 * @returns the list
 */
export function StageList({ stages, copy }: { readonly stages: ApplicationCard['stages']; readonly copy: DashboardStrings }) {
  if (stages.length === 0) return null;
  return (
    <ol className="application-card__stages" aria-label={copy.stages}>
      {stages.map((stage) => (
        <li key={stage.stage} className={stage.isComplete ? 'is-complete' : undefined}>
          {stageWords(copy, stage.stage)}
        </li>
      ))}
    </ol>
  );
}
