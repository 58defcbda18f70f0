'use client';

import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';

interface Zoomed {
  src: string;
  alt: string;
}

/**
 * Doc HTML whose images (wrapped in `button[data-zoomable]` by lib/content) open in a full-screen overlay,
 * closed by its button, a click on the overlay or Escape; focus then returns to the image's button.
 */
export default function ZoomableImages({ html, className = 'prose' }: { html: string; className?: string }) {
  const [zoomed, setZoomed] = useState<Zoomed | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLElement | null>(null);

  const onContentClick = useCallback((event: MouseEvent<HTMLDivElement>) => {
    const trigger = (event.target as HTMLElement).closest<HTMLElement>('[data-zoomable]');
    const image = trigger?.querySelector('img');
    if (!trigger || !image) return;
    triggerRef.current = trigger;
    setZoomed({ src: image.currentSrc || image.src, alt: image.alt });
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !zoomed) return;
    if (!dialog.open) dialog.showModal();
    closeRef.current?.focus();
  }, [zoomed]);

  const close = useCallback(() => {
    dialogRef.current?.close();
  }, []);

  const onDialogClose = useCallback(() => {
    setZoomed(null);
    triggerRef.current?.focus();
  }, []);

  return (
    <>
      <div className={className} onClick={onContentClick} dangerouslySetInnerHTML={{ __html: html }} />
      <dialog
        ref={dialogRef}
        className="image-overlay"
        aria-label={zoomed?.alt ? `Enlarged image: ${zoomed.alt}` : 'Enlarged image'}
        onClose={onDialogClose}
        onClick={(event) => {
          // a click anywhere but on the image itself closes the overlay
          if (!(event.target instanceof HTMLImageElement)) close();
        }}
      >
        {zoomed && (
          <>
            <button ref={closeRef} type="button" className="overlay-close" onClick={close}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">Close enlarged image</span>
            </button>
            {/* eslint-disable-next-line @next/next/no-img-element -- same static file as in the article */}
            <img src={zoomed.src} alt={zoomed.alt} className="overlay-image" />
          </>
        )}
      </dialog>
    </>
  );
}
