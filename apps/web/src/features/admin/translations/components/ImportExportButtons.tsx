import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import FileDownload from '@mui/icons-material/FileDownload';
import FileUpload from '@mui/icons-material/FileUpload';
import { useTranslation } from '#web/lib/i18n/react';
import { useExportTranslations } from '../api/export-translations';
import { noticeAdminError } from '#web/features/admin/lib/admin-errors';
import { ImportDialog } from './ImportDialog';

const XLSX_TYPES = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Spreadsheet exchange for translators: export every string; import one back through a preview. */
export function ImportExportButtons() {
  const { t } = useTranslation();
  const exporter = useExportTranslations();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownload aria-hidden />}
        disabled={exporter.isPending}
        onClick={() => exporter.mutate(undefined, { onError: noticeAdminError })}
      >
        {t('admin:translations.export')}
      </Button>
      {/* The real file input stays in the DOM (hidden) and the button opens it: keyboard and tests reach both. */}
      <input
        ref={input}
        type="file"
        accept={XLSX_TYPES}
        hidden
        aria-label={t('admin:translations.import')}
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          event.target.value = '';
        }}
      />
      <Button variant="outlined" startIcon={<FileUpload aria-hidden />} onClick={() => input.current?.click()}>
        {t('admin:translations.import')}
      </Button>
      {file && <ImportDialog file={file} onClose={() => setFile(null)} />}
    </>
  );
}
