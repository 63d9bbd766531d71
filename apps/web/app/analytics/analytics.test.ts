import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsChoice, flushAnalytics, recordEvent, setAnalyticsChoice } from './analytics.ts';

describe('usage statistics in the browser', () => {
  const beacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
  beforeEach(() => {
    window.localStorage.clear();
    Object.assign(navigator, { sendBeacon: beacon });
    beacon.mockClear();
  });
  afterEach(() => flushAnalytics());

  const sentEvents = async () =>
    Promise.all(beacon.mock.calls.map(async ([, data]) => (JSON.parse(await (data as Blob).text()) as { events: { name: string; location: string }[] }).events));

  it('records nothing while the visitor has not decided, or has said no', () => {
    expect(analyticsChoice()).toBe('undecided');
    recordEvent('page_view');
    flushAnalytics();
    setAnalyticsChoice('denied');
    recordEvent('page_view');
    flushAnalytics();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('sends allowed events to our own endpoint in batches of ten, and a withdrawal drops the queue', async () => {
    setAnalyticsChoice('granted');
    for (let event = 0; event < 12; event += 1) recordEvent('page_view');
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]![0]).toBe('/api/analytics/events');
    expect((await sentEvents())[0]).toHaveLength(10);
    setAnalyticsChoice('denied');
    flushAnalytics();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(analyticsChoice()).toBe('denied');
  });
});
