import type { Complaint, Praise } from "../engine/reviewTopics";

/**
 * Reviews as customers write them on delivery apps (typos, slang, no accents,
 * all caps), each labelled by hand with what it complains about and what it
 * praises. The tests check that the reply answers every labelled point.
 */
export type LabelledReview = { text: string; complaints: Complaint[]; praises?: Praise[] };

const r = (text: string, complaints: Complaint[], praises: Praise[] = []): LabelledReview => ({
  text,
  complaints,
  praises,
});

export const REVIEWS: readonly LabelledReview[] = [
  // Delay
  r("Demorou quase duas horas pra chegar. Fome passou.", ["delay"]),
  r("Pedido atrasou muito, 1h30 de espera, absurdo", ["delay"]),
  r("esperei 80 minutos pelo meu lanche", ["delay"]),
  r("A comida é boa mas a entrega demora demais sempre", ["delay"], ["taste"]),
  r("Chegou muito tarde, já tinha até desistido", ["delay"]),
  // Cold / melted
  r("A pizza chegou fria, parecia de ontem.", ["cold"]),
  r("comida veio gelada e sem graça", ["cold", "taste"]),
  r("Hambúrguer estava morno e o queijo nem derreteu", ["cold"]),
  r("O açaí chegou todo derretido, virou suco", ["melted"]),
  r("Sorvete derreteu todo no caminho", ["melted"]),
  r("A comida chegou fria e o refrigerante quente", ["cold", "warmDrink"]),
  r("Refrigerante gelado e pizza fria", ["cold"]),
  r("O sorvete chegou gelado e a pizza fria", ["cold"]),
  // Warm or flat drinks
  r("O refrigerante veio quente", ["warmDrink"]),
  r("A cerveja chegou quente", ["warmDrink"]),
  r("O suco veio quente e sem gelo", ["warmDrink"]),
  r("Pizza ótima, só o refri que veio quente", ["warmDrink"], ["taste"]),
  r("A coca veio sem gás", ["warmDrink"]),
  r("a água veio natural, nada gelada", ["warmDrink"]),
  r("Entrega rápida, comida quentinha, mas o refri estava quente", ["warmDrink"], ["speed", "hot"]),
  r("Pedi um cachorro quente e uma coca", []),
  r("refrigerante e comida quentinha, amei", [], ["hot", "general"]),
  // Wrong or missing items
  r("Pedi uma pizza de calabresa e veio uma de frango", ["wrongItem"]),
  r("Veio o pedido errado, não era o que eu pedi", ["wrongItem"]),
  r("Faltou o refrigerante e a batata", ["missingItem"]),
  r("Esqueceram de mandar o molho e os talheres", ["missingItem"]),
  r("Não veio a sobremesa que eu paguei", ["missingItem"]),
  r("pedido incompleto, faltando 2 esfihas", ["missingItem"]),
  r("Trocaram o sabor do meu açaí", ["wrongItem"]),
  r("Pedi sem cebola e veio com cebola", ["wrongItem"]),
  r("pedi o lanche sem tomate e tinha tomate", ["wrongItem"]),
  r("Pedi sem tomate e veio com tomate, e ainda demorou", ["wrongItem", "delay"]),
  r("Pedi coca e veio guaraná", ["wrongItem"]),
  r("Pedi uma coca zero e veio coca normal", ["wrongItem"]),
  r("Pedi pizza e veio pizza queimada", ["taste"]),
  r("Pedi frango e veio carne", ["wrongItem"]),
  r("Pedi a pizza e veio fria", ["cold"]),
  r("O açaí chegou derretido e faltou granola", ["melted", "missingItem"]),
  // Packaging
  r("A embalagem veio toda aberta e o molho vazou na sacola", ["packaging"]),
  r("O caldo derramou todo, sacola encharcada", ["packaging"]),
  r("Marmita chegou amassada e tudo revirado", ["packaging"]),
  r("Caixa da pizza rasgada, a pizza grudou na tampa", ["packaging"]),
  // Food safety
  r("Achei um cabelo no meu hambúrguer. Nojento!", ["foreignBody"]),
  r("Tinha um inseto na salada!!! inadmissível", ["foreignBody"]),
  r("Encontrei um pedaço de plástico no meio do arroz", ["foreignBody"]),
  r("Passei mal a noite toda depois de comer o sushi", ["health"]),
  r("O frango estava com cheiro estranho, parecia estragado", ["health"]),
  r("meu filho teve dor de barriga depois do lanche", ["health"]),
  // Courier
  r("O entregador foi muito grosso comigo e não quis subir", ["courier"]),
  r("Motoboy mal educado, jogou a sacola no portão", ["courier"]),
  r("entregador xingou meu porteiro, que falta de respeito", ["courier"]),
  // Price and billing
  r("Muito caro pelo que entrega.", ["price"]),
  r("Preço abusivo, não vale o que custa", ["price"]),
  r("Cobraram a mais no meu cartão, quero ver isso", ["price"]),
  // Portion
  r("Porção muito pequena, não matou a fome de ninguém", ["portion"]),
  r("Veio pouca comida para o preço", ["portion"]),
  r("O pastel tinha pouco recheio, quase só massa", ["portion"]),
  // Taste
  r("Comida sem sal nenhum, sem gosto", ["taste"]),
  r("muito salgado, não deu pra comer", ["taste"]),
  r("A pizza veio queimada embaixo", ["taste"]),
  r("Frango cru por dentro!", ["taste"]),
  r("Batata murcha e oleosa", ["taste"]),
  r("Carne dura e ressecada", ["taste"]),
  r("Sabor estranho, parecia comida requentada", ["taste"]),
  // Service
  r("Atendimento péssimo, ninguém responde no chat", ["service"]),
  r("Cancelaram meu pedido sem avisar depois de 40 minutos de atraso", ["service", "delay"]),
  r("A atendente foi grossa quando liguei para reclamar", ["service"]),
  // Several at once
  r("Demorou 2 horas, veio frio e ainda faltou a coca", ["delay", "cold", "missingItem"]),
  r("ENTREGA ATRASADA, COMIDA FRIA E EMBALAGEM VAZANDO. PESSIMO", ["delay", "cold", "packaging"]),
  r("O entregador foi grosso e a pizza veio fria", ["courier", "cold"]),
  r("Caro e pouca quantidade, não vale a pena", ["price", "portion"]),
  r("Lanche frio, pão duro e demorou uma eternidade", ["cold", "taste", "delay"]),
  r("Achei um fio de cabelo e ainda veio errado o pedido", ["foreignBody", "wrongItem"]),
  r("Muito bom o sabor, mas chegou frio", ["cold"], ["taste"]),
  r("Gostoso, bem servido, só demorou um pouco", ["delay"], ["taste", "portion"]),
  r("A comida é ótima mas a embalagem vazou toda", ["packaging"], ["taste"]),
  // Only a bad feeling
  r("Péssimo", ["general"]),
  r("Nunca mais peço aqui. Decepcionante.", ["general"]),
  r("nao gostei", ["general"]),
  // Praise
  r("Comida deliciosa, chegou rapidinho e quentinha. Recomendo!", [], ["taste", "speed", "hot", "general"]),
  r("Melhor pizza da cidade!!!", [], ["taste"]),
  r("não demorou nada e veio tudo quentinho, amei", [], ["speed", "hot", "general"]),
  r("Hambúrguer suculento, bem servido e a embalagem impecável", [], ["taste", "portion", "packaging"]),
  r("Entregador super educado e atencioso, parabéns", [], ["courier", "general"]),
  r("Atendimento nota 10, muito atenciosos", [], ["service", "general"]),
  r("mt bom vou pedir de novo", [], ["taste", "general"]),
  r("Perfeito como sempre, virei cliente", [], ["taste", "general"]),
  r("O açaí é maravilhoso, bem caprichado", [], ["taste", "portion"]),
  // Neither
  r("Razoável, esperava mais", []),
  r("ok", []),
  r("Pedi uma marmita de frango", []),
];
