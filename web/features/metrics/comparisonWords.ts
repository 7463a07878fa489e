const WEEKDAYS = ["segunda", "terça", "quarta", "quinta", "sexta", "sábado", "domingo"] as const;

export type ComparisonWords = {
  /** The line over the cards. */
  period: string;
  /** After the figure's name: "Vendas de segunda a quarta". */
  now: string;
  /** Before last week's figure: "Mesmos dias da semana passada: R$ …". */
  before: string;
  /** After "12 % acima"/"abaixo". */
  from: string;
  equal: string;
  none: string;
};

/**
 * How the two periods are named: the week so far (Monday to today) is set
 * against the same days of last week, never one day against seven.
 */
export function comparisonWords(days: number): ComparisonWords {
  if (days >= 7) {
    return {
      period: "Esta semana inteira contra a semana passada inteira",
      now: "nesta semana",
      before: "Semana passada",
      from: "da semana passada",
      equal: "igual à semana passada",
      none: "Sem números na semana passada para comparar",
    };
  }
  if (days === 1) {
    return {
      period: "Hoje (segunda) contra a segunda passada",
      now: "hoje",
      before: "Segunda passada",
      from: "da segunda passada",
      equal: "igual à segunda passada",
      none: "Sem números na segunda passada para comparar",
    };
  }
  const today = WEEKDAYS[days - 1];
  return {
    period: `De segunda a ${today} (hoje) contra os mesmos dias da semana passada`,
    now: `de segunda a ${today}`,
    before: `De segunda a ${today} passadas`,
    from: "dos mesmos dias da semana passada",
    equal: "igual aos mesmos dias da semana passada",
    none: "Sem números nesses dias da semana passada para comparar",
  };
}
