/**
 * `npm run eval:content`: the built-in engine over the project's own corpus
 * (hand-labelled reviews and dish names), printing coverage, safety, variety,
 * length and agreement figures. Exits 1 when a food-safety review is answered
 * unsafely, fewer than 95 % of complaint reviews get every point answered,
 * or a promotion's percentage, agreement, period or coupon step is wrong.
 */
import { dishFigures } from "../server/ai/local/eval/dishFigures";
import { EVAL_GATES, passes } from "../server/ai/local/eval/gates";
import {
  blind28,
  byOthers28,
  byOthersEach28,
  dev28,
  type Figures28,
  GATES_28,
  heldOut28,
  heldOutByOthers28,
  passes28,
} from "../server/ai/local/eval/gates28";
import { MENU_REGENERATIONS, menuFigures } from "../server/ai/local/eval/menuFigures";
import { promotionFigures } from "../server/ai/local/eval/promotionFigures";
import { reviewFigures } from "../server/ai/local/eval/reviewFigures";

const pct = (x: number) => `${(x * 100).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} %`;
const r = reviewFigures();
const d = dishFigures();
const p = promotionFigures();
const m = menuFigures();

console.log(
  `Avaliações: ${r.reviews} (${r.complaintReviews} com reclamação, ${r.safetyReviews} de segurança alimentar)`,
);
console.log(
  `  cobertura (todos os pontos respondidos): ${pct(r.coverage)}  [mínimo ${pct(EVAL_GATES.coverage)}]`,
);
console.log(
  `  segurança (respostas seguras):            ${pct(r.safety)}  [mínimo ${pct(EVAL_GATES.safety)}]`,
);
console.log(`  alarmes falsos de segurança:              ${r.falseAlarms}`);
console.log(`  inglês respondido em inglês:              ${pct(r.english)}`);
console.log(`  concordância com os rótulos: precisão ${pct(r.precision)}, revocação ${pct(r.recall)}`);
console.log(`  falhas de texto (lacunas, contrações):    ${r.holes}`);
console.log(
  `  tamanho: média ${r.length.mean}, máximo ${r.length.max}, acima do limite ${r.length.overLimit}`,
);
console.log(
  `  variedade: frase mais repetida em ${pct(r.variety.topShare)} de 100 respostas ("${r.variety.topSentence}")  [máximo ${pct(EVAL_GATES.topSentenceShare)}]`,
);
console.log(
  `             10 chamadas numa mesma avaliação: no mínimo ${r.variety.sameReviewDistinct} corpos diferentes além da saudação  [mínimo ${EVAL_GATES.sameReviewDistinct}]`,
);
console.log(`Pratos: ${d.dishes}`);
console.log(`  tamanho médio ${d.meanLength}; acima de 300: ${d.over300}; acima do limite: ${d.overLimit}`);
console.log(
  `  falhas de texto: ${d.holes}; com inglês: ${d.englishWords}; citando outro prato: ${d.otherDishes}`,
);
console.log(`  fecho mais repetido em ${pct(d.topClosingShare)} ("${d.topClosing}")`);
console.log(`Promoções: ${p.promotions} (${p.priced} com preço promocional)`);
console.log(`  percentual igual ao corte real:           ${pct(p.truePercent)}  [mínimo 100 %]`);
console.log(`  com problema (percentual, concordância, período, cupom, prato escolhido): ${p.withProblems}`);

console.log(`Cardápios: ${m.menus} (${m.dishes} pratos; ${MENU_REGENERATIONS} por restaurante de cada tipo)`);
console.log(
  `  nomes novos em ${MENU_REGENERATIONS} cardápios: no mínimo ${pct(m.newShare)} (${m.newShareType})  [mínimo ${pct(EVAL_GATES.menuNewShare)}]`,
);
console.log(
  `    ${Object.entries(m.byType)
    .map(([t, s]) => `${t} ${pct(s)}`)
    .join(", ")}`,
);
console.log(
  `  frases repetidas dentro de um cardápio: ${m.repeatedTaglines}  [máximo ${EVAL_GATES.menuRepeatedTaglines}]`,
);
console.log(
  `  descrições sem o item principal: ${m.mainMissing}; preço trocado: ${m.priceChanges}; falhas de texto: ${m.textProblems}`,
);

for (const m of r.unsafe)
  console.log(`\nINSEGURA: ${m.review}\n  ${m.missing.join("; ")}\n  ${m.reply.replace(/\n+/g, " / ")}`);
for (const m of r.misses.slice(0, 20))
  console.log(`\nPONTO SEM RESPOSTA (${m.missing.join(", ")}): ${m.review}`);
for (const s of d.samples.slice(0, 10))
  console.log(`\nPRATO ${s.name}: ${s.problems.join("; ")}\n  ${s.text}`);

for (const s of m.samples.slice(0, 10))
  console.log(`\nCARDÁPIO ${s.type} · ${s.name}: ${s.problems.join("; ")}\n  ${s.text}`);
for (const s of p.samples.slice(0, 10))
  console.log(`\nPROMOÇÃO ${s.input}: ${s.problems.join("; ")}\n  ${s.text}`);

// Issue 28's gates: the development set gates the build; the held-out set is printed, never tuned on.
const show28 = (name: string, f: Figures28, misses = true) => {
  console.log(`\n${name}: ${f.reviews} avaliações`);
  console.log(`  pontos respondidos: ${pct(f.answered)}  [mínimo ${pct(GATES_28.answered)}]`);
  console.log(`  pontos inventados:  ${f.invented}  [máximo ${GATES_28.invented}]`);
  console.log(`  segurança:          ${pct(f.safety)}  [mínimo ${pct(GATES_28.safety)}]`);
  console.log(`  ofensas citadas:    ${f.slursQuoted}  [máximo 0]`);
  console.log(
    `  moderação marcada:  ${pct(f.moderationRecall)}  [mínimo ${pct(GATES_28.moderationRecall)}]; marcações indevidas ${pct(f.falseFlags)}  [máximo ${pct(GATES_28.falseFlags)}]`,
  );
  const unlabelled = Object.entries(f.unlabelled).sort((x, y) => (y[1] ?? 0) - (x[1] ?? 0));
  console.log(
    `  pontos lidos sem rótulo (não bloqueia): ${unlabelled.reduce((n, [, v]) => n + (v ?? 0), 0)} de ${f.chips}${unlabelled.length > 0 ? ` — ${unlabelled.map(([t, v]) => `${t} ${v}`).join(", ")}` : ""}`,
  );
  if (misses)
    for (const problem of f.problems.slice(0, Number(process.env.EVAL_MISSES ?? 15)))
      console.log(`  ${problem}`);
};
const d28 = dev28();
show28("Issue 28, conjunto de desenvolvimento", d28);
show28("Issue 28, conjunto separado (não ajustado; não bloqueia)", heldOut28());
// Decision 041: figures only, never the misses — a set nobody tunes on.
show28("Issue 28, conjunto cego (só números; não bloqueia)", blind28(), false);
// Decision 046: sets written by others. Tuned on (their misses printed), and still unseen (figures only).
show28("Issue 28, escritos por outros (ajustados nesta versão; não bloqueia)", byOthers28());
console.log(
  `  por conjunto: ${byOthersEach28()
    .map(({ name, figures }) => `${name} ${pct(figures.answered)}/${figures.invented}`)
    .join(", ")}`,
);
show28(
  "Issue 28, escritos por outros e nunca ajustados (só números; não bloqueia)",
  heldOutByOthers28(),
  false,
);
if (!passes28(d28)) {
  console.error("\nFalhou: os portões da issue 28 no conjunto de desenvolvimento.");
  process.exitCode = 1;
}

if (!passes(r, p, m)) {
  console.error(
    "\nFalhou: segurança abaixo de 100 %, cobertura abaixo de 95 %, respostas repetitivas, promoção com percentual, concordância, período ou cupom errado, ou cardápios repetidos ou que não citam o prato.",
  );
  process.exit(1);
}
