import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToastsOnNavigation, currentToasts, toast } from './toast';

afterEach(() => {
  toast.dismiss();
  vi.useRealTimers();
});

describe('toasts: one per topic', () => {
  it('a new error replaces the old one instead of stacking', () => {
    toast.error('Pogrešan kod', { description: 'Provjeri kod iz emaila.' });
    toast.error('Greška validacije', { description: 'Unesi lozinku.' });
    toast.error('Greška validacije', { description: 'Unesi email.' });
    expect(currentToasts().map((t) => t.description)).toEqual(['Unesi email.']);
  });

  it('a success clears the errors it made stale and replaces its own title', () => {
    toast.error('Pogrešan kod');
    toast.success('Email verifikovan!');
    toast.success('Email verifikovan!', { description: 'again' });
    expect(currentToasts().map((t) => [t.kind, t.title])).toEqual([
      ['success', 'Email verifikovan!'],
    ]);
  });

  it('keeps different topics side by side, at most two', () => {
    toast.success('A');
    toast.success('B');
    toast.success('C');
    expect(currentToasts().map((t) => t.title)).toEqual(['B', 'C']);
    toast.success('D', { id: 'topic' });
    toast.success('E', { id: 'topic' });
    expect(currentToasts().map((t) => t.title)).toEqual(['C', 'E']);
  });
});

describe('toasts and navigation', () => {
  it('a navigation clears the toasts of the page left behind but keeps one just shown', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    toast.error('Pogrešan kod');
    vi.setSystemTime(new Date('2026-11-23T10:00:05Z'));
    toast.success('Profil je kreiran');
    clearToastsOnNavigation();
    expect(currentToasts().map((t) => t.title)).toEqual(['Profil je kreiran']);
    vi.setSystemTime(new Date('2026-11-23T10:00:09Z'));
    clearToastsOnNavigation();
    expect(currentToasts()).toEqual([]);
  });
});
