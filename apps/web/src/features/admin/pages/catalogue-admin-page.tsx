import { ADMIN_CATALOGUE_TABLES, type AdminCatalogueTable } from '@madrasa/contracts';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { toLanguage } from '@/shared/lib/direction.ts';
import { useLocalized } from '@/shared/lib/localized.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { rowsOf } from '../api/admin-list.ts';
import { useCatalogueRows } from '../api/list-catalogue-rows.ts';
import { catalogueColumns } from '../catalogue/catalogue-columns.tsx';
import { CatalogueFilterBar } from '../catalogue/catalogue-filters.tsx';
import { CatalogueFormDialog } from '../catalogue/catalogue-form-dialog.tsx';
import type { CatalogueRow } from '../catalogue/catalogue-row.ts';
import { DeleteRowDialog } from '../catalogue/delete-row-dialog.tsx';
import { TABLE_CONFIG } from '../catalogue/table-config.ts';
import { TABLE_TITLES } from '../catalogue/table-titles.ts';
import { AdminPageFrame } from '../components/admin-page-frame.tsx';
import { DataTable } from '../components/ui/data-table.tsx';
import { IconButton } from '../components/ui/icon-button.tsx';
import { ListView } from '../components/ui/list-view.tsx';
import { useCatalogueFilters } from '../hooks/use-catalogue-filters.ts';
import { AdminNotFoundPage } from './admin-not-found-page.tsx';

const isTable = (value: string | undefined): value is AdminCatalogueTable =>
  (ADMIN_CATALOGUE_TABLES as readonly string[]).includes(value ?? '');

/** /admin/catalogue/:table — one catalogue table: filters, rows, add, edit, delete. */
export function CatalogueAdminPage() {
  const { table } = useParams();
  if (!isTable(table)) return <AdminNotFoundPage />;
  return <CatalogueTable key={table} table={table} />;
}

type Editing = { row: CatalogueRow | null } | null;

function CatalogueTable({ table }: { table: AdminCatalogueTable }) {
  const { t, i18n } = useTranslation('admin');
  const pick = useLocalized();
  const config = TABLE_CONFIG[table];
  const { filters, setFilter } = useCatalogueFilters();
  const query = useCatalogueRows<CatalogueRow>(table, filters);
  const rows = rowsOf(query.data);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CatalogueRow | null>(null);
  const title = t(TABLE_TITLES[table]);

  return (
    <AdminPageFrame
      title={title}
      lead={t(`tables.lead.${table}`)}
      actions={
        config.canCreate && (
          <button
            type="button"
            onClick={() => setEditing({ row: null })}
            className={buttonClass('primary')}
          >
            <Plus aria-hidden="true" className="size-5" />
            {t('actions.add')}
          </button>
        )
      }
    >
      <CatalogueFilterBar shown={config.filters} filters={filters} onChange={setFilter} />
      <ListView query={query} count={rows.length} empty={t('list.empty')}>
        <DataTable
          caption={title}
          columns={catalogueColumns({ table, t, language: toLanguage(i18n.language) })}
          rows={rows}
          actions={{
            header: t('columns.actions'),
            cell: (row) => (
              <>
                <IconButton
                  icon={Pencil}
                  tone="primary"
                  label={t('actions.editNamed', { name: pick(row, 'name') })}
                  onClick={() => setEditing({ row })}
                />
                {config.canDelete && (
                  <IconButton
                    icon={Trash2}
                    tone="danger"
                    label={t('actions.deleteNamed', { name: pick(row, 'name') })}
                    onClick={() => setDeleting(row)}
                  />
                )}
              </>
            ),
          }}
        />
      </ListView>
      {editing && (
        <CatalogueFormDialog
          table={table}
          row={editing.row}
          start={filters}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <DeleteRowDialog table={table} row={deleting} onClose={() => setDeleting(null)} />
      )}
    </AdminPageFrame>
  );
}
