/**
 * Smooth scroll of the page to a vertical position (RuoYi's scroll-to.js):
 * ease-in-out quadratic over `duration` ms, on requestAnimationFrame
 * (setTimeout fallback).
 */

/** t: current time, b: start, c: change, d: duration. */
export function easeInOutQuad(t: number, b: number, c: number, d: number) {
  let time = t / (d / 2);
  if (time < 1) return (c / 2) * time * time + b;
  time -= 1;
  return (-c / 2) * (time * (time - 2) - 1) + b;
}

const requestFrame: (cb: () => void) => void =
  typeof window !== 'undefined' && window.requestAnimationFrame
    ? (cb) => window.requestAnimationFrame(cb)
    : (cb) => setTimeout(cb, 1000 / 60);

function setPosition(amount: number) {
  document.documentElement.scrollTop = amount;
  if (document.body.parentElement) {
    document.body.parentElement.scrollTop = amount;
  }
  document.body.scrollTop = amount;
}

function getPosition(): number {
  return (
    document.documentElement.scrollTop ||
    document.body.parentElement?.scrollTop ||
    document.body.scrollTop
  );
}

/** Scroll the document to `to` px in `duration` ms, then call `done`. */
export function scrollTo(to: number, duration = 500, done?: () => void) {
  const start = getPosition();
  const change = to - start;
  const increment = 20;
  let currentTime = 0;
  const animate = () => {
    currentTime += increment;
    setPosition(easeInOutQuad(currentTime, start, change, duration));
    if (currentTime < duration) requestFrame(animate);
    else done?.();
  };
  animate();
}
