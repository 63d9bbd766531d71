import { connectVideo, videoMachine } from '@rinn/machines';
import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useLanguage } from '../i18n/language.ts';
import { ModalDialog } from './ModalDialog.tsx';

/** Props of {@link VideoPopup}. */
export interface VideoPopupProps {
  readonly videoUrl: string;
  readonly posterUrl: string;
  readonly title: string;
  readonly returnFocusTo: HTMLElement | null;
  /** Called once the popup has closed, so the teaser can drop it. */
  readonly onClosed: () => void;
}

/**
 * The video popup with its close control (§2), driven by `videoMachine` (VIDEO-001): it opens with
 * the teaser's video when mounted; closing stops the video (the element leaves the page).
 *
 * @param props - see {@link VideoPopupProps}
 * @returns the dialog
 */
export function VideoPopup({ videoUrl, posterUrl, title, returnFocusTo, onClosed }: VideoPopupProps) {
  const { language, text } = useLanguage();
  const [snapshot, send] = useMachine(videoMachine);
  const video = connectVideo(snapshot, send);
  const opened = useRef(false);

  // The teaser's click is what mounted the popup: it opens with the teaser's video.
  useEffect(() => send({ type: 'OPEN', videoUrl }), [send, videoUrl]);

  useEffect(() => {
    if (video.isOpen) opened.current = true;
    else if (opened.current) onClosed();
  }, [video.isOpen, onClosed]);

  return (
    <ModalDialog open={video.isOpen} title={title} closeLabel={text.videoClose} onClose={video.getCloseProps().onClick} returnFocusTo={returnFocusTo} className="video-popup">
      <div lang={language}>
        {video.videoUrl && (
          <video controls playsInline preload="metadata" poster={posterUrl} src={video.videoUrl}>
            <a href={video.videoUrl}>{text.videoDownload}</a>
          </video>
        )}
      </div>
    </ModalDialog>
  );
}
