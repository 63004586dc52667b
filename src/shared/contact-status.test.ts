import { describe, expect, it } from 'vitest';
import { contactStatusActions, resolvedAtFor } from './contact-status';

describe('contact status rules', () => {
  it('offer both buttons until the message is resolved, then none', () => {
    expect(contactStatusActions('pending')).toEqual(['in_progress', 'resolved']);
    expect(contactStatusActions('in_progress')).toEqual(['in_progress', 'resolved']);
    expect(contactStatusActions('resolved')).toEqual([]);
  });

  it('set resolved_at only when resolving', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    expect(resolvedAtFor('resolved', now)).toBe(now);
    expect(resolvedAtFor('in_progress', now)).toBeNull();
    expect(resolvedAtFor('pending', now)).toBeNull();
  });
});
