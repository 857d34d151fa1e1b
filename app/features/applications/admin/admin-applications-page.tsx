import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Plus } from '#app/components/ui/icons.tsx';
import { KeysetPager } from '#app/components/ui/keyset-pager.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#app/components/ui/tabs.tsx';
import { useT } from '#app/lib/lang.ts';
import type { PageData } from '#app/lib/paging.server.ts';
import type { AdminApplication } from '#domain/schemas/application.ts';
import { ApplicationFormDialog } from './application-form-dialog.tsx';
import { ApplicationTable } from './application-table.tsx';
import type { loadAdminApplications } from './applications.server.ts';
import { ClaimCard } from './claim-card.tsx';
import { ClaimCoverage } from './claim-coverage.tsx';

const TABS = ['applications', 'claims', 'coverage'] as const;

/**
 * Admin: lawyer applications, listing claims and the listings that can be invited (docs/product-rules.md,
 * "Administration", "Applications" and "Claiming a listing"), one tab each; `?tab=claims` opens the claims. The
 * chosen tab is written in the address (`?tab=`), and the coverage is loaded only with `?tab=coverage`.
 */
export function AdminApplicationsPage({ data }: { data: PageData<typeof loadAdminApplications> }) {
  const { t } = useT();
  const { applications, adminId, claims, coverage, total, totalIsMore } = data;
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const [tab, setTab] = useState<string>(TABS.find((name) => name === asked) ?? 'applications');
  const choose = (value: string) => {
    setTab(value);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  // The form: closed, a new application, or the application being edited.
  const [form, setForm] = useState<{ application: AdminApplication | null } | null>(null);
  const empty = (text: string) => (
    <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">{text}</p>
  );

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl sm:text-3xl">{t('adminApplications.title')}</h1>
          <p className="mt-1 text-muted-foreground">
            {totalIsMore
              ? t('adminApplications.countMore', { count: total })
              : t('adminApplications.count', { count: total })}
            {' · '}
            {t('claim.admin.count', { count: claims.length })}
          </p>
        </div>
        <Button type="button" variant="accent" onClick={() => setForm({ application: null })}>
          <Plus aria-hidden />
          {t('adminApplications.new')}
        </Button>
      </div>

      {/* min-w-0: the tables scroll inside their own box, never the page (a grid item grows to its content). */}
      <Tabs className="min-w-0" value={tab} onValueChange={choose}>
        <TabsList className="grid-cols-3">
          <TabsTrigger value="applications">{t('adminApplications.title')}</TabsTrigger>
          <TabsTrigger value="claims" data-testid="claims-tab">
            {t('claim.admin.title')} ({claims.length})
          </TabsTrigger>
          <TabsTrigger value="coverage" data-testid="coverage-tab">
            {t('claim.admin.coverage.tab')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="applications">
          {applications.length === 0 ? (
            empty(t('adminApplications.empty'))
          ) : (
            <ApplicationTable
              applications={applications}
              onEdit={(application) => setForm({ application })}
            />
          )}
          <KeysetPager page={data.page} next={data.next} badCursor={data.badCursor} />
        </TabsContent>
        <TabsContent value="claims">
          {claims.length === 0 ? (
            empty(t('claim.admin.empty'))
          ) : (
            <ul className="grid gap-4" aria-label={t('claim.admin.caption')} data-testid="claims-list">
              {claims.map((claim) => (
                <ClaimCard key={claim.id} claim={claim} />
              ))}
            </ul>
          )}
        </TabsContent>
        <TabsContent value="coverage">
          {coverage ? (
            <ClaimCoverage coverage={coverage} />
          ) : (
            <p className="text-sm text-muted-foreground" role="status">
              {t('claim.admin.coverage.loading')}
            </p>
          )}
        </TabsContent>
      </Tabs>

      {form ? (
        <ApplicationFormDialog
          key={form.application?.id ?? 'new'}
          application={form.application}
          adminId={adminId}
          onClose={() => setForm(null)}
        />
      ) : null}
    </div>
  );
}
