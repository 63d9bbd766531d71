import { lazy, Suspense, useRef, useState } from 'react';
import { useLanguage } from '../i18n/language.ts';

// The popup, its machine and XState load on the first click only.
const VideoPopup = lazy(() => import('./VideoPopup.tsx').then((module) => ({ default: module.VideoPopup })));

/** Props of {@link VideoTeaser}. */
export interface VideoTeaserProps {
  readonly videoUrl: string;
  readonly posterUrl: string;
  readonly title: string;
}

/**
 * The 'Life at the company' video teaser (§2): a play control that opens the video popup.
 *
 * @param props - the video, its poster and its title
 * @returns the teaser (and the popup once asked for)
 */
export function VideoTeaser({ videoUrl, posterUrl, title }: VideoTeaserProps) {
  const { language, text } = useLanguage();
  const [requested, setRequested] = useState(false);
  const playRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={playRef} type="button" className="button video-teaser__play" lang={language} onClick={() => setRequested(true)} aria-haspopup="dialog">
        <span aria-hidden="true">▶ </span>
        {text.videoPlay}
      </button>
      {requested && (
        <Suspense fallback={null}>
          <VideoPopup videoUrl={videoUrl} posterUrl={posterUrl} title={title} returnFocusTo={playRef.current} onClosed={() => setRequested(false)} />
        </Suspense>
      )}
    </>
  );
}
