// Drives the home page's slides, which are plain server-rendered HTML beside this island: it keeps the
// selected index, shows that slide, and renders the dots and the pause button. Slides advance every 5 seconds
// and wrap; they pause while a mouse pointer is over the carousel or keyboard focus is in it, wait while the
// carousel is scrolled out of view (so the visitor comes back to the slide they left), stop for good with the
// pause button, and do not advance by themselves for visitors who prefer reduced motion. A dot clicked with
// the mouse keeps focus, but not the keyboard's (:focus-visible): once the pointer has left, the slides go
// on.
/** @jsxImportSource #island-runtime */
import { useEffect, useRef, useState } from '#island-runtime';
import { Glyph } from '../glyphs.tsx';

/** Spec section 9: auto-advance every 5000 ms. */
export const AUTO_ADVANCE_MS = 5000;

export interface CarouselControlsProps {
  /** One name per slide, in order, for the screen-reader labels. */
  slides: string[];
}

export function CarouselControls({ slides }: CarouselControlsProps) {
  const [active, setActive] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [pointerOver, setPointerOver] = useState(false);
  const [keyboardFocusIn, setKeyboardFocusIn] = useState(false);
  const [inView, setInView] = useState(true);
  const controls = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const carousel = controls.current?.closest('.carousel');
    if (!carousel) return;
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) setPlaying(false);
    // A finger's tap is not a pointer resting over the slides: only a mouse or a pen holds them.
    const enter = (event: Event) => setPointerOver((event as PointerEvent).pointerType !== 'touch');
    const leave = () => setPointerOver(false);
    // Read after every focus move and key press inside: a key pressed on a dot the mouse clicked makes
    // its focus the keyboard's.
    const checkFocus = () => setKeyboardFocusIn(carousel.querySelector(':focus-visible') !== null);
    const focusLeaves = (event: Event) => {
      if (!carousel.contains((event as FocusEvent).relatedTarget as Node | null)) setKeyboardFocusIn(false);
    };
    // The newest entry: a busy page may hand over two at once (the first sight, then the scroll).
    const sight = new IntersectionObserver((entries) => setInView(entries[entries.length - 1]!.isIntersecting));
    sight.observe(carousel);
    carousel.addEventListener('pointerenter', enter);
    carousel.addEventListener('pointerleave', leave);
    carousel.addEventListener('focusin', checkFocus);
    carousel.addEventListener('keyup', checkFocus);
    carousel.addEventListener('focusout', focusLeaves);
    return () => {
      sight.disconnect();
      carousel.removeEventListener('pointerenter', enter);
      carousel.removeEventListener('pointerleave', leave);
      carousel.removeEventListener('focusin', checkFocus);
      carousel.removeEventListener('keyup', checkFocus);
      carousel.removeEventListener('focusout', focusLeaves);
    };
  }, []);

  useEffect(() => {
    const carousel = controls.current?.closest('.carousel');
    carousel?.querySelectorAll('.slide').forEach((slide, index) => {
      slide.classList.toggle('is-active', index === active);
      slide.toggleAttribute('inert', index !== active);
    });
  }, [active]);

  useEffect(() => {
    // Announce slide changes only when they are not automatic (WAI-ARIA carousel pattern).
    controls.current
      ?.closest('.carousel')
      ?.querySelector('.carousel__track')
      ?.setAttribute('aria-live', playing ? 'off' : 'polite');
  }, [playing]);

  const holding = pointerOver || keyboardFocusIn || !inView;
  useEffect(() => {
    if (!playing || holding) return;
    const timer = setTimeout(() => setActive((active + 1) % slides.length), AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [active, playing, holding, slides.length]);

  return (
    <div className="carousel__controls" ref={controls}>
      <button
        type="button"
        className="carousel__play"
        aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
        onClick={() => setPlaying(!playing)}
      >
        <Glyph name={playing ? 'pause' : 'play'} />
      </button>
      <div className="carousel__dots" role="group" aria-label="Choose a slide">
        {slides.map((name, index) => (
          <button
            key={name}
            type="button"
            className="carousel__dot"
            aria-label={`Go to slide ${index + 1}`}
            aria-current={index === active ? 'true' : undefined}
            title={name}
            onClick={() => setActive(index)}
          />
        ))}
      </div>
    </div>
  );
}
