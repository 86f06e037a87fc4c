// What the bench installs in every page before the app's own scripts (Playwright's
// addInitScript): observers of paints, long tasks and event timing, a watcher for the moment the
// first cue's text field is visible and enabled, and a record of every keystroke from its keydown
// to the paint that shows its input. Times are performance.now(): milliseconds from navigation
// start. "After the paint" is the first task after the next animation frame (requestAnimationFrame
// then a MessageChannel message): the frame's rendering and paint run between the two.
/* global document, innerHeight, requestAnimationFrame, addEventListener */
export function instrumentPage() {
  const bench = {
    lcp: 0,
    longTasks: [],
    events: [],
    visibleAt: null,
    keys: [],
    firstEdit: null,
  };
  globalThis.__bench = bench;
  const observe = (options, each) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(each)).observe(options);
    } catch {
      // An entry type this browser does not know: the figure stays empty.
    }
  };
  observe({ type: 'largest-contentful-paint', buffered: true }, (entry) => {
    bench.lcp = entry.startTime;
  });
  observe({ type: 'longtask', buffered: true }, (entry) => {
    bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  });
  // 16 ms is the lowest threshold Event Timing allows: a shorter event has no entry.
  observe({ type: 'event', durationThreshold: 16, buffered: true }, (entry) => {
    bench.events.push({
      name: entry.name,
      start: entry.startTime,
      duration: entry.duration,
      interactionId: entry.interactionId,
    });
  });

  const firstCue = () => document.querySelector('textarea[aria-label="Text of cue 1"]');
  const watch = () => {
    const field = firstCue();
    if (field && !field.disabled && !field.readOnly) {
      const box = field.getBoundingClientRect();
      const shown = field.checkVisibility
        ? field.checkVisibility({ visibilityProperty: true })
        : true;
      if (shown && box.width > 0 && box.height > 0 && box.top < innerHeight) {
        bench.visibleAt = performance.now();
        // Where a reader would click: the driver's first keystroke then needs no round trip.
        field.focus();
        return;
      }
    }
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);

  const afterNextPaint = (done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(0);
    });
  let pending = null;
  addEventListener(
    'keydown',
    (event) => {
      const target = event.target;
      pending = {
        key: event.key,
        label: target?.getAttribute?.('aria-label') ?? '',
        keydown: event.timeStamp,
        before: typeof target?.value === 'string' ? target.value : null,
        input: null,
        painted: null,
      };
      bench.keys.push(pending);
    },
    true,
  );
  addEventListener(
    'input',
    (event) => {
      const key = pending;
      if (!key || key.input !== null) return;
      key.input = performance.now();
      const target = event.target;
      afterNextPaint((now) => {
        key.painted = now;
        key.after = typeof target?.value === 'string' ? target.value : null;
        if (!bench.firstEdit && key.label === 'Text of cue 1') bench.firstEdit = key;
      });
    },
    true,
  );
}
