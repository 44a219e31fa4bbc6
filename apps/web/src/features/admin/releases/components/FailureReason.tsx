import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFailureText } from '#web/features/admin/content/lib/failure-text';

/** Why a publish failed, in words: the reason, then each field to fix. */
export function FailureReason({
  failure,
}: {
  failure: { type: string; code: string; fields?: Record<string, string> };
}) {
  const failureText = useFailureText();
  const { reason, fields } = failureText(failure);
  return (
    <>
      <Typography variant="body2">{reason}</Typography>
      {fields.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {fields.map((field) => (
            <Typography component="li" variant="body2" key={field}>
              {field}
            </Typography>
          ))}
        </Box>
      )}
    </>
  );
}
