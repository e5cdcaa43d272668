// Drives the home page's slides, which are plain server-rendered HTML beside this island: it keeps the
// selected index, shows that slide, and renders the dots and the pause button. Slides advance every 5
// seconds and wrap (spec section 4). What holds them: the pause button (until play), a preference for
// reduced motion (until play), a keyboard user's focus inside (focus the keyboard brought there, which
// :focus-visible tells), and the carousel being scrolled out of view (so the visitor comes back to the
// slide they left). A resting pointer does not, nor a dot clicked with the mouse, nor a key pressed
// after that click (an arrow or Space to scroll the page): the focus is still the mouse's.
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
  const [keyboardFocusIn, setKeyboardFocusIn] = useState(false);
  const [inView, setInView] = useState(true);
  const controls = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const carousel = controls.current?.closest('.carousel');
    if (!carousel) return;
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) setPlaying(false);
    // Read when focus arrives, never on a key press: Chromium makes a clicked dot's focus
    // :focus-visible once any key is pressed, though the keyboard did not bring it there.
    const checkFocus = () => setKeyboardFocusIn(carousel.querySelector(':focus-visible') !== null);
    const focusLeaves = (event: Event) => {
      if (!carousel.contains((event as FocusEvent).relatedTarget as Node | null)) setKeyboardFocusIn(false);
    };
    // The newest entry: a busy page may hand over two at once (the first sight, then the scroll).
    const sight = new IntersectionObserver((entries) => setInView(entries[entries.length - 1]!.isIntersecting));
    sight.observe(carousel);
    carousel.addEventListener('focusin', checkFocus);
    carousel.addEventListener('focusout', focusLeaves);
    return () => {
      sight.disconnect();
      carousel.removeEventListener('focusin', checkFocus);
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

  const holding = keyboardFocusIn || !inView;
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
