// The alert rules of deploy/k8s/components/monitoring: rendered by the real kustomize, valid
// against the Prometheus Operator's PrometheusRule schema, every expression parsed by Prometheus'
// own PromQL grammar, and every metric they watch actually served on a service's /metrics by the
// stack `npm test` runs (so a renamed metric cannot leave an alert silently dead).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PrometheusRule } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1';
import { parser } from '@prometheus-io/lezer-promql';
import { beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../../test/support/env.ts';
import { ensureKustomize, renderOverlay, repoRoot, type TManifest } from './manifests.ts';

type TRule = {
  alert: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
};
let rules: TRule[] = [];
let rendered: TManifest[] = [];

/** Builds a throwaway kustomization that includes only the monitoring component. */
function renderComponent(kustomize: string): TManifest[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'mw-monitoring-'));
  try {
    const component = path.relative(dir, path.join(repoRoot, 'deploy/k8s/components/monitoring'));
    writeFileSync(
      path.join(dir, 'kustomization.yaml'),
      `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\ncomponents:\n  - ${component}\n`,
    );
    return renderOverlay(kustomize, path.relative(repoRoot, dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Parses PromQL; returns the metric names it selects, or throws at the first syntax error. */
function metricsSelectedBy(expr: string): string[] {
  const names: string[] = [];
  parser.parse(expr).iterate({
    enter: (node) => {
      if (node.type.isError) throw new Error(`PromQL syntax error at ${node.from} in: ${expr}`);
      if (node.name === 'Identifier' && node.node.parent?.name === 'VectorSelector')
        names.push(expr.slice(node.from, node.to));
    },
  });
  return names;
}

beforeAll(() => {
  rendered = renderComponent(ensureKustomize());
  rules = rendered.flatMap((doc) => (doc.spec?.groups ?? []).flatMap((group: { rules: TRule[] }) => group.rules));
}, 10 * 60_000);

describe('monitoring component: outbox alert rules', () => {
  it('renders PrometheusRule objects that match the operator schema', () => {
    expect(rendered.map((doc) => doc.kind)).toEqual(['PrometheusRule']);
    for (const doc of rendered) new PrometheusRule(doc as never).validate();
  });

  it('alerts on parked outbox rows and on an outbox that does not drain', () => {
    const byName = Object.fromEntries(rules.map((rule) => [rule.alert, rule]));
    expect(metricsSelectedBy(byName.OutboxRowsParked!.expr)).toEqual(['outbox_parked_rows']);
    expect(metricsSelectedBy(byName.OutboxNotDraining!.expr)).toEqual(['outbox_oldest_pending_age_seconds']);
    for (const rule of rules) {
      expect(rule.labels?.severity, rule.alert).toMatch(/^(warning|critical)$/);
      expect(rule.annotations?.summary, rule.alert).toBeTruthy();
    }
  });

  it('the grammar check refuses a broken expression', () => {
    expect(() => metricsSelectedBy('max by (service (outbox_parked_rows) >')).toThrow(/syntax error/);
  });

  it('watches only metrics the services serve, labelled by service', async () => {
    const served = await (await fetch(`${testEnv.serviceOpsUrls.catalogue}/metrics`)).text();
    for (const rule of rules) {
      for (const metric of metricsSelectedBy(rule.expr)) {
        expect(served, `${rule.alert} watches ${metric}`).toMatch(
          new RegExp(`^${metric}\\{service="catalogue"\\} `, 'm'),
        );
      }
    }
  });
});
