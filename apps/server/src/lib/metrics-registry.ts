/** Counters and histograms kept in this process, written out in the Prometheus text format (0.0.4). */

type Labels = Record<string, string>;

const escape = (v: string) => v.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
const labelText = (labels: Labels) => {
  const parts = Object.entries(labels).map(([k, v]) => `${k}="${escape(v)}"`);
  return parts.length ? `{${parts.join(',')}}` : '';
};
const keyOf = (labels: Labels) => JSON.stringify(labels);

export function createCounter(name: string, help: string) {
  const values = new Map<string, { labels: Labels; value: number }>();
  return {
    inc(labels: Labels = {}, by = 1) {
      const k = keyOf(labels);
      const e = values.get(k);
      if (e) e.value += by;
      else values.set(k, { labels, value: by });
    },
    render(): string {
      const lines = [`# HELP ${name} ${help}`, `# TYPE ${name} counter`];
      for (const { labels, value } of values.values()) lines.push(`${name}${labelText(labels)} ${value}`);
      return lines.join('\n');
    },
  };
}

export function createHistogram(name: string, help: string, buckets: readonly number[]) {
  const series = new Map<string, { labels: Labels; counts: number[]; sum: number; count: number }>();
  return {
    observe(labels: Labels, value: number) {
      const k = keyOf(labels);
      let s = series.get(k);
      if (!s) series.set(k, (s = { labels, counts: buckets.map(() => 0), sum: 0, count: 0 }));
      for (let i = 0; i < buckets.length; i++) if (value <= buckets[i]!) s.counts[i]! += 1;
      s.sum += value;
      s.count += 1;
    },
    render(): string {
      const lines = [`# HELP ${name} ${help}`, `# TYPE ${name} histogram`];
      for (const { labels, counts, sum, count } of series.values()) {
        buckets.forEach((b, i) => lines.push(`${name}_bucket${labelText({ ...labels, le: String(b) })} ${counts[i]}`));
        lines.push(`${name}_bucket${labelText({ ...labels, le: '+Inf' })} ${count}`);
        lines.push(`${name}_sum${labelText(labels)} ${sum}`);
        lines.push(`${name}_count${labelText(labels)} ${count}`);
      }
      return lines.join('\n');
    },
  };
}

/** A value read at scrape time. */
export function gauge(name: string, help: string, samples: Array<[Labels, number]>): string {
  return [
    `# HELP ${name} ${help}`,
    `# TYPE ${name} gauge`,
    ...samples.map(([labels, v]) => `${name}${labelText(labels)} ${v}`),
  ].join('\n');
}
