import { CLAIMS } from "./claims";

/** The claims of SPEC §1 on a dark band. */
export function StatsBlock() {
  return (
    <section aria-labelledby="numeros-titulo" className="bg-ink text-white">
      <div className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="numeros-titulo" className="text-center text-2xl font-bold sm:text-3xl">
          Restaurantes de todo o Brasil já vendem mais
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-6 text-center lg:grid-cols-4">
          {CLAIMS.map((claim) => (
            <div key={claim.label} className="flex flex-col-reverse gap-1">
              <dt className="text-sm text-white/85">{claim.label}</dt>
              <dd className="text-3xl font-extrabold text-amber sm:text-4xl">{claim.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
