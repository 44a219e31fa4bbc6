import { useParams } from '#web/lib/router';

const positive = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : 0);

/** The numeric ids of /program/{categoryId}/{programId}/{sessionId}; 0 for one that is not a number. */
export function useProgramParams() {
  const params = useParams();
  return {
    categoryId: positive(params.categoryId),
    programId: positive(params.programId),
    sessionId: positive(params.sessionId),
  };
}
