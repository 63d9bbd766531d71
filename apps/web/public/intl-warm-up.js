// A Web Worker the page starts before its own modules run (apps/web/app/hydration/intl-warm-up.ts,
// HYDRATE-006). The first Intl formatter a Chromium renderer builds loads ICU's locale and calendar
// data for the whole process: some 50 ms on a desktop, four times that on a budget phone. Built
// here, off the main thread, it leaves the page's own first formatter well under a millisecond.
// It says when it is done (the page evaluates its modules after that), then ends itself.
for (const locale of ['en-IN', 'hi-IN']) {
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(1234567.5);
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(0);
}
postMessage('warm');
close();
