import { closeSnackbar, MaterialDesignContent, type CustomContentProps } from 'notistack';
import { forwardRef, useRef, useState, type PointerEvent } from 'react';
import { toastBackgrounds, toastLayout } from './toast-layout';

/**
 * notistack's Material content at SPEC §9's width and gap, dismissed by swiping it 45 px or more to the right (away
 * from the bottom-right corner it sits in). A shorter swipe springs back.
 */
export const SwipeableToast = forwardRef<HTMLDivElement, CustomContentProps>(function SwipeableToast(props, ref) {
  // The outer element belongs to notistack's slide transition (ref and style); the swipe moves the inner one.
  const { style, ...content } = props;
  const start = useRef<{ x: number } | null>(null);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);

  const release = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    const distance = event.clientX - start.current.x;
    start.current = null;
    setDragging(false);
    if (distance >= toastLayout.swipeDismissPx) closeSnackbar(props.id);
    else setOffset(0);
  };

  return (
    <div
      ref={ref}
      style={{ ...style, width: toastLayout.widthPx, maxWidth: '100%', padding: `${toastLayout.extraGapPx}px 0`, touchAction: 'pan-y' }}
      onPointerDown={(event) => {
        if (event.pointerType === 'mouse' && event.button !== 0) return;
        start.current = { x: event.clientX };
        setDragging(true);
      }}
      onPointerMove={(event) => {
        if (!start.current) return;
        const distance = Math.max(0, event.clientX - start.current.x);
        // Captured only once it is clearly a swipe, so a plain click still reaches the toast's buttons.
        if (distance > 4 && !event.currentTarget.hasPointerCapture?.(event.pointerId)) {
          event.currentTarget.setPointerCapture?.(event.pointerId);
        }
        setOffset(distance);
      }}
      onPointerUp={release}
      onPointerCancel={() => {
        start.current = null;
        setDragging(false);
        setOffset(0);
      }}
    >
      <MaterialDesignContent
        {...content}
        style={{
          width: '100%',
          boxSizing: 'border-box',
          backgroundColor: toastBackgrounds[props.variant],
          transform: offset ? `translateX(${offset}px)` : undefined,
          opacity: offset ? Math.max(0.2, 1 - offset / (toastLayout.swipeDismissPx * 3)) : undefined,
          transition: dragging ? 'none' : 'transform 200ms ease, opacity 200ms ease',
        }}
      />
    </div>
  );
});
