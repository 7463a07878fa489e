import { parseReviews } from "./parse";

/** Raw or spoiled food, things found in it, illness, allergies and diets: every reply must be safe. */
export const SAFETY_REVIEWS = parseReviews(
  "segurança alimentar",
  `
allergy | Sou alérgica a camarão, avisei na observação e veio camarão… tive que tomar antialérgico
allergy | Avisei que meu filho tem alergia a amendoim e o doce veio com amendoim
allergy | sou celíaca, pedi sem glúten e claramente tinha glúten, passei a noite ruim
allergy | Tenho intolerância a lactose, pedi sem queijo e veio cheio de queijo
allergy | alergico a castanha e mandaram o brownie com castanha
diet | Sou vegetariana, pedi sem carne e veio com bacon
diet | Não como carne de porco e veio calabresa no meio da pizza, mesmo com a observação
diet | sou vegano, pedi o hambúrguer de grão de bico e veio de carne
allergy; poisoning | Sou alérgico a camarão, veio camarão no risoto e fui parar no pronto-socorro
raw | o frango tava cru por dentro, rosado
raw | Frango cru por dentro!
raw | a linguiça veio crua, toda rosada por dentro
raw | o hambúrguer estava cru no meio, sangrando
raw | peixe do sushi com cara de cru demais e cheiro forte
raw | carne de porco mal passada, rosa por dentro
raw | a coxa de frango estava sangrando perto do osso
raw; delay | Demorou 1h e o frango veio cru
spoiled | O frango estava com cheiro estranho, parecia estragado
spoiled | o strogonoff veio azedo, estragado
spoiled | a maionese estava com gosto de estragada
spoiled | o pão veio mofado
spoiled | O peixe estava com cheiro de podre
spoiled | o leite do milkshake tava azedo, vencido
spoiled; poisoning | A salada estava estragada e passei mal depois
foreignBody | Achei um cabelo no meu hambúrguer. Nojento!
foreignBody | Tinha um inseto na salada!!! inadmissível
foreignBody | Encontrei um pedaço de plástico no meio do arroz
foreignBody | Achei uma barata na marmita
foreignBody | tinha um fio de cabelo enorme na pizza
foreignBody | encontrei um pedaço de vidro no feijão, quase quebrei o dente
foreignBody | veio uma mosca dentro do molho
foreignBody | achei uma pedrinha no arroz e machuquei o dente
foreignBody | tinha um grampo de metal no meio do lanche
foreignBody | tinha formiga no doce
foreignBody; wrongItem | Achei um fio de cabelo e ainda veio errado o pedido
foreignBody; service | Achei uma barata na marmita e o chat me ignorou
foreignBody; service | Tinha cabelo na comida, mandei mensagem no chat e ninguém respondeu
foreignBody; delay | Demorou 1h20 e ainda tinha um cabelo no macarrão
poisoning | Passei mal a noite toda depois de comer o sushi
poisoning | meu filho teve dor de barriga depois do lanche
poisoning | Vomitei a noite inteira depois do yakisoba
poisoning | toda a família teve diarreia depois da feijoada
poisoning | intoxicação alimentar, fui parar no hospital
poisoning | comi e fiquei enjoada o resto do dia
poisoning | Passei muito mal, nunca mais
poisoning; unanswered | Passei mal depois do sushi, liguei na loja e ninguém atendeu
spoiled; foreignBody | Comida azeda e com cabelo, nojento
raw; cold | O frango veio frio e cru por dentro
poisoning; raw | O frango estava rosado por dentro e passei mal à noite
foreignBody | tinha um pedaço de plástico duro no hambúrguer
spoiled | o sushi chegou quente e com cheiro ruim
allergy | meu filho é alérgico a ovo e a observação foi ignorada, veio maionese
foreignBody | Encontrei um bicho na comida. Lamentável.
spoiled | o açaí estava fermentado, azedo
raw | o frango a parmegiana veio cru por dentro, a parte de dentro estava rosa
foreignBody | uma unha no meio da salada!!!
poisoning | depois da marmita de ontem fiquei com mal-estar e vomitando
diet | pedi o prato vegetariano e veio com pedaços de frango
`,
);
