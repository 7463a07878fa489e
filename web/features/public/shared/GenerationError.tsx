/** A generator's failure, said where the visitor is looking. */
export function GenerationError({ message }: { message: string }) {
  return (
    <p role="alert" className="mt-4 rounded-xl bg-danger-soft p-3 text-sm text-danger">
      {message}
    </p>
  );
}
