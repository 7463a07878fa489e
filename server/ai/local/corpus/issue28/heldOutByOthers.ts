import { parseReviews28 as parseReviews } from "./parse28";

/**
 * Issue 28, decision 046: the last sets written by others, never tuned on. `eval:content`
 * prints their figures only, never their misses; a set read after a miss moves to
 * `byOthers.ts` and a fresh one takes its place here.
 */

/** Set O: a quality team's test set: plain, hard, safety, offensive and fake, Spanish and English. */
export const HELD_OUT_BY_OTHERS_O = parseReviews(
  "blindO",
  `
delay | Fiz o pedido 19:40 e só bateu na minha porta 21:15. A fome já tinha até passado.
cold | O estrogonofe chegou gelado, tive que jogar no micro-ondas antes de comer.
notDelivered | Marcaram como entregue mas não chegou nada. Perguntei pro porteiro e ninguém deixou sacola nenhuma.
wrongItem | Pedi X-salada e mandaram um X-egg.
missingItem | Faltou a Coca de 2 litros que estava no pedido.
paidExtra | Paguei R$ 6 de cheddar extra na batata e ela veio pelada.
customisation | Escrevi na observação SEM PICLES em letra maiúscula e o lanche veio cheio de picles.
portion | A porção de fritas tinha uns quinze palitos, contei.
price | Taxa de entrega de R$ 14,99 pra menos de 2 km, aí não dá.
pricePortion | A marmita subiu de 25 pra 32 reais e o bife ficou menor que a palma da mão.
packaging | O caldo do feijão vazou e molhou a sacola inteira, o arroz ficou boiando.
taste | Arroz empapado e o feijão sem um pingo de sal.
warmDrink | O guaraná veio quente e já sem gás nenhum.
melted | O sorvete da sobremesa chegou virado leite.
courier | O entregador se recusou a entrar no condomínio e me fez andar até a portaria debaixo de chuva.
service | Liguei pra avisar que o pedido veio errado e a moça desligou na minha cara.
unanswered | Mandei três mensagens no chat da loja e até agora ninguém respondeu.
general | Experiência péssima do começo ao fim. Não peço mais.
taste | A massa da pizza estava crua no meio, grudando no dente.
diet | Sou vegetariana, pedi o wrap de grão-de-bico e veio com pedaços de bacon.
packaging | A caixa da pizza chegou amassada e o queijo ficou todo grudado na tampa.
missingItem | Não mandaram talher nem guardanapo, comi com a mão.
delay | Duas horas e dez minutos de espera por um combinado de sushi.
cold; taste | Batata frita fria e murcha, parecendo borracha.
taste | A picanha veio dura que nem sola de sapato.
wrongItem | Chegou o pedido de outra pessoa, com nome e tudo na comanda.
customisation | Pedi o molho à parte e ele veio despejado em cima da salada.
portion | O temaki tinha mais arroz que salmão, dava pra contar os cubinhos de peixe.
pricePortion | 45 reais num poke que cabe numa xícara de café.
taste | O pastel estava encharcado de óleo, a caixa ficou transparente de gordura.
other=nota fiscal CPF | Pedi CPF na nota e até hoje não enviaram a nota fiscal.
other=troco faltando | Paguei em dinheiro e pedi troco pra 100. O troco veio faltando 15 reais.
diet | Sou diabético, pedi o suco sem açúcar e veio adoçado. Percebi no primeiro gole.
paidExtra | Paguei a borda de catupiry e veio a borda comum, sem recheio nenhum.
delay; cold | Levou 1h30 e a lasanha chegou de morna pra fria.
missingItem | Os sachês de ketchup e maionese não vieram, tive que comer o lanche sem molho nenhum.
service | Perguntei no WhatsApp se tinha opção sem glúten e a atendente respondeu com deboche.
general | Nunca mais. Dinheiro jogado fora.
taste | A esfiha veio torrada, com o fundo preto de queimado.
price | O mesmo açaí de 500 ml no concorrente custa a metade. Preço fora da realidade do bairro.
praise; delay | A comida é maravilhosa, isso ninguém discute. Mas 1h40 esperando não tem condição.
praise; cold | Entrega foi rápida, porém o lanche chegou frio. Não entendi como.
wrongItem | Parabéns pela criatividade: pedi calabresa e ganhei uma pizza surpresa de frango com milho 👏
delay | Pedi o jantar e recebi a ceia da meia-noite. Obrigado pela experiência.
taste | Não foi a demora, chegou até antes do previsto. O problema foi o hambúrguer sem tempero nenhum, parecia carne cozida na água.
praise; missingItem | Nada a reclamar da entrega, chegou quentinho e no horário. Só que o refrigerante ficou aí na loja.
pricePortion | Já foi bem melhor. Antes vinha o dobro de carne pelo mesmo preço, hoje é meia concha.
pricePortion | O da esquina cobra metade e enche o prato. Aqui é bonito na foto e só.
packaging | mano o lanxe veio tdo esmagado, o molho escorreu pela sacola inteira
customisation | vei pedi SEM cebola e veio cebola pra krl, nem da pra tirar
praise | mt bom msm, chegou rapidao e quentinho, vlw
delay | ja faz 1h e meia e nd do pedido, app parado em "saiu pra entrega"
melted | Adorei a sopa de açaí, nem precisei de colher, tomei de canudinho 🙃
delay | Entrega super expressa, só 1h50. O motoboy devia estar fazendo city tour.
portion | Ótimo se você curte pão com pão. Cadê o recheio desse sanduíche?
delay; cold; missingItem; unanswered | Demorou, chegou frio, faltou a batata e quando liguei ninguém atendeu. Completo.
praise; wrongItem; paidExtra | A pizza estava deliciosa, não vou mentir, mas mandaram marguerita no lugar da portuguesa e a borda recheada que paguei não veio.
praise; taste | A embalagem é linda, caprichada, pena que o conteúdo não acompanha: o macarrão virou papa.
pricePortion | Não é que esteja ruim, mas por 38 reais eu esperava mais do que meia caixa vazia.
taste | Sempre pedi aqui e nunca tive problema, mas hoje o frango veio seco, sem sal, com cara de requentado.
service | Reclamei da outra vez e a resposta de vocês foi dizer que a culpa era minha. Show de atendimento.
delay | Comparado com a outra unidade de vocês, essa aqui demora o dobro pra sair o pedido.
 | Pedido chegou. Comida normal, nada demais.
customisation; raw | Pedi o burger bem passado e ele veio rosado e mole por dentro. Carne moída assim eu não como.
portion | Gente, o que vocês chamam de "porção grande"? kkkkk cabe num pires
praise; wrongItem | Veio um pedido trocado, mas a moça do telefone foi um amor e mandou o certo em 20 minutos.
praise; taste | O entregador foi super educado. Já a comida... sem gosto nenhum, parecia isopor.
courier | Pedi na observação pra não tocar a campainha porque o bebê estava dormindo. Tocou cinco vezes.
warmDrink | O refri veio, só que parecia água com açúcar. Zero gás.
melted; praise | Tudo perfeito, só o sorvete da sobremesa que chegou líquido.
praise | top dms, o smash é brabo demais, já virei cliente
portion | tão de sacanagem né, 3 nuggets numa porção que diz 10
app; cold | O cupom não aplicou no app e, pra completar, o lanche chegou frio.
praise; taste | Bem servido, isso eu reconheço. Só achei salgado demais.
wrongItem | A comanda estava no nome de Juliana. Eu sou o Carlos. Nem o lanche era o meu.
praise; missingItem | Já pedi umas 20 vezes, sempre perfeito. Hoje esqueceram o molho da casa e os guardanapos.
delay; praise | Demorou um pouquinho mais que o previsto, mas valeu cada minuto, estava divino.
taste | Esse tal "frango crocante" só é crocante no nome. Veio mole, encharcado.
price | R$ 9,90 numa latinha de refri? Tão achando que é lanchonete de aeroporto.
courier; missingItem | O motoboy chegou com o lacre da sacola rasgado e faltando justamente a batata. Coincidência, né?
raw | O frango assado estava cru perto do osso, vermelho e escorrendo.
spoiled | O suco de laranja chegou borbulhando, com gosto de vinagre. Claramente fermentado.
foreignBody | Mordi uma pedrinha no feijão e lasquei o dente. Vão pagar o dentista?
poisoning | Passei a madrugada inteira no banheiro depois do sushi de vocês.
allergy | Avisei no pedido que sou alérgica a camarão e o molho veio com camarão. Tive que tomar antialérgico correndo.
spoiled | A carne estava com um cheiro estranho e uma cor meio esverdeada na borda. Não tive coragem de comer.
poisoning | Meu filho comeu os nuggets e acordou com febre e enjoo, não saiu da cama o dia todo.
foreignBody | Tinha um pedaço de plástico azul no meio do molho à bolonhesa.
foreignBody | Encontrei uma barata pequena embaixo da alface. Perdi a fome pra semana inteira.
raw | Salmão grelhado que de grelhado não tinha nada: cru e gelado no meio.
allergy | Sou celíaca, pedi a salada sem glúten e colocaram croutons por cima.
spoiled | O pão veio com bolor verde por baixo, só vi depois de morder.
poisoning | Eu e minha esposa estamos com dor de barriga desde ontem à noite. A única coisa que comemos foi a marmita daqui.
allergy | Intolerante à lactose, pedi sem queijo e veio tudo gratinado. Nem preciso dizer como terminou minha noite.
raw | O frango estava tão malpassado que só faltou cacarejar.
mod:offensive; delay | Bando de incompetentes. Duas horas pra mandar um hambúrguer, vão trabalhar.
mod:offensive; service | A atendente é uma anta, não sabe nem anotar um endereço.
mod:offensive; courier | Motoboy mal-educado do caralho, jogou a sacola no chão e saiu rindo.
mod:hate; wrongItem | Só podia ser cozinha cheia de baiano, errou meu pedido de novo.
mod:hate; mod:offensive; service | O caixa é um viadinho afetado que me tratou com deboche.
mod:threat; wrongItem | Se vier errado mais uma vez eu vou aí pessoalmente quebrar esse balcão.
mod:threat; taste | A pizza veio carbonizada. Ou devolvem meu dinheiro até amanhã ou posto tudo pros meus 50 mil seguidores e no Reclame Aqui.
mod:threat; notDelivered | Meu pedido nunca chegou. Sei o nome do dono e sei onde ele mora, melhor resolverem logo.
mod:noOrder | Nunca pedi aí, mas todo mundo no bairro diz que usam carne de gato no espetinho.
mod:noOrder | Fiquei sabendo que a vigilância sanitária fechou a cozinha de vocês mês passado. Alguém confirma?
mod:noOrder | Gente, peçam no Burger do Zé na rua de baixo. Aqui é tudo congelado de mercado.
mod:noOrder | Minha cunhada trabalhou aí e contou que o óleo da fritadeira só é trocado uma vez por mês.
mod:noOrder | Dando uma estrela só pra baixar a média, nem conheço o lugar.
mod:refund | Pedido cancelado há 15 dias e o estorno até agora não caiu no meu cartão.
mod:refund; wrongItem | Veio o lanche errado, mandei foto e o iFood negou meu reembolso. Palhaçada.
mod:refund | Cobraram duas vezes no cartão pelo mesmo pedido e ninguém devolve a segunda cobrança.
mod:app; app | O aplicativo travou na hora do pagamento, cobrou e não gerou pedido nenhum.
mod:offensive; general | Lixo de restaurante, comida de porco. Vão todos à merda.
mod:courier; courier | O entregador do iFood disse que não sobe de jeito nenhum e me fez descer seis andares de muleta.
mod:offensive; mod:threat; notDelivered | Seus ladrões, pegaram meu dinheiro e o lanche nunca chegou. Vou aí com uns amigos buscar na marra.
delay; cold | Tardó casi dos horas y la hamburguesa llegó helada. Una lástima.
praise | Riquísimo todo, el pan de queso estaba de diez. Vuelvo a pedir seguro.
wrongItem | Pedí empanadas de carne y me mandaron de pollo.
poisoning | Después de comer el pescado estuve vomitando toda la noche.
missingItem | Faltó la gaseosa que pagué.
mod:offensive; service | Atención pésima, el que atiende el teléfono es un imbécil.
allergy | Soy alérgico al maní, lo puse en la nota y la salsa vino con maní.
pricePortion | Carísimo para lo que viene, la porción no llena ni a un niño.
raw | The chicken was still pink and slimy near the bone.
customisation | Wrote "no onions" in the notes. Onions everywhere.
praise; delay | Food was great, but it took forever to get here.
notDelivered | App says delivered, but nothing ever showed up at my door.
foreignBody | Found a thin metal wire in my burger, probably from a grill brush.
packaging | The soup lid popped off and it leaked all over the bag.
mod:noOrder | Never ordered here but heard they got shut down for rats.
`,
);

/** Set P: an owner's month, many voices and foods. */
export const HELD_OUT_BY_OTHERS_P = parseReviews(
  "blindP",
  `
taste | esfiha de frango salgada a ponto de arder a boca. tomei meia garrafa d'água depois
portion; customisation | bowl fit com meia concha de arroz, e pedi sem milho, veio milho
praise | pedi bolo de pote de ninho com morango pra comemorar que passei na OAB e contei isso na observação. veio um bilhetinho de parabéns escrito à mão. chorei feito criança
wrongItem; service | veio x-burguer em vez de x-egg. liguei e a resposta foi "ah, come esse mesmo que é quase igual"
portion | obrigada pela marmita "grande", meu gato achou ótima, pena que era a minha janta
missingItem | No cutlery and no napkins, and I ordered to a hotel room. Ended up eating the salad with a key card.
praise | 14 marmitas pro time no dia de fechamento contábil e cada tampa veio com o nome da pessoa escrito. zero confusão, zero troca. vocês salvaram nossa sexta
cold; taste | feijoada morna, feijão salgado demais e a couve amarga. sábado estragado pra família toda
packaging | o caldo do yakisoba vazou inteiro na sacola. chegou macarrão seco e uma sacola pingando no meu tapete
notDelivered; app | o app diz que entregou e o suporte do app só manda mensagem automática. fiquei sem janta e sem ninguém pra conversar
diet | pedi o hambúrguer vegetariano e no meio tinha bacon. sou vegetariana há dez anos
praise | saí do plantão noturno da UTI às 7h e o café da manhã de vocês já tava na portaria quando cheguei. pão na chapa estalando, cuscuz com ovo, café forte. me devolveram a alma
foreignBody | mordi um pedaço de plástico duro dentro do pastel de carne. quase quebrei um dente
general | sinceramente, esperava muito mais depois de tanta gente falar bem. não volto
delay; unanswered | duas horas esperando. liguei no número do perfil e só caía na caixa postal
melted; delay | o açaí chegou derretido, virou vitamina. também, 1h10 pra 3 km
foreignBody | um fio de cabelo comprido enrolado no arroz da marmita. perdi a fome na hora
portion | a porção de calabresa acebolada "serve 2" não deu nem pra mim sozinho depois do futebol de quinta
mod:app; app | o app cobrou duas vezes no cartão e o suporte do iFood não resolve. nada contra o restaurante, o problema é a plataforma
praise | minha mãe de 84 anos fez o primeiro pedido da vida sozinha no celular (com o neto ditando pelo telefone kkk) e amou a sopa de mandioquinha. disse que parecia a dela
missingItem | o combo veio sem a batata média. o lanche tava lá, a bebida tava lá, a batata sumiu no caminho
delay | Ordered at 12:15 for a team lunch and the food showed up at 13:40. The meeting was already over. Timing matters for office orders.
delay | pedi o café da manhã às 6h50 pra comer antes de pegar o turno na fábrica. chegou 8h15, eu já tava no fretado
courier; praise | o motoboy de vocês chegou falando no celular, enfiou a sacola na minha mão e virou as costas sem um boa noite. pena, porque o strogonoff tava excelente
delay; missingItem; cold | sou enfermeira e pedi pra comer no intervalo do hospital. 1h30 de entrega, a marmita veio sem o arroz e o bife tava frio. voltei pro setor com fome
spoiled; foreignBody | açaí com gosto de fermentado e uma formiga no meio da granola
wrongItem; missingItem; service | pedimos 3 esfihas de carne e 2 de queijo pra república, vieram 4 de carne e nenhuma de queijo. no chat disseram que "tava certo"
wrongItem; missingItem | pedi esfiha de queijo e veio de espinafre, e a coca lata nem veio
praise | ¡Qué rica la picanha! Llegó jugosa, en su punto, y la mandioca frita crocante. Somos argentinos y no es fácil convencernos con la carne 😄
warmDrink | guaraná de 2 litros quente e sem gás. parece que passou a tarde no porta-malas
paidExtra; cold | paguei o cheddar extra na batata e veio sem cheddar. e fria ainda
wrongItem; praise | brownie delicioso, mas mandaram o de nozes e eu tinha pedido o tradicional
praise | pedi 23h50 achando que iam recusar e aceitaram na hora. caldo verde pelando, com calabresa de verdade. noite de frio resolvida
delay; cold | 1h40 esperando e o frango assado chegou gelado. quinta comum, sem chuva, sem jogo, sem desculpa
praise | combinado de 60 peças pro aniversário da minha esposa rendeu pra seis pessoas. peixe fresco, arroz no ponto, e o shoyu light que pedi veio certinho
cold | churrasquinho de alcatra chegou frio, a gordura já branquinha por cima
praise | esfiha aberta de carne com massa fininha e um limãozinho junto. comi seis sem culpa nenhuma
notDelivered | o app marcou entregue às 20h12 e aqui não chegou nada. o porteiro confirmou que ninguém deixou pacote nenhum
service | perguntei no WhatsApp se dava pra trocar a bebida, a atendente respondeu só "não" e me deixou no visto. custa nada ser educada
mod:refund | o pedido foi cancelado por falta de ingrediente, até aí tudo bem. mas os R$ 67 não voltaram pro cartão e já são 12 dias esperando o estorno
paidExtra | paguei adicional de ovo no pão na chapa e não tinha ovo nenhum
praise | frango com batata doce e brócolis que tem tempero de verdade, não aquele peito de isopor de marmita fit. bati a proteína do dia e ainda comi com prazer
packaging; melted | caixa de doces revirada, brigadeiros amassados uns nos outros e os de colher derretidos
price | R$ 14,90 de taxa de entrega pra 2 km. sou estudante, não dá pra pagar quase o preço do lanche só pra ele atravessar a avenida
| pedi pro meu pai que mora sozinho, ele ainda não me falou nada
allergy | Soy celíaca, pedí la pizza sin gluten y claramente no lo era. Pasé la noche con dolor de estómago.
| chegou agora, ainda não comi. depois eu volto pra dar nota
pricePortion; price | oito fatias finíssimas de sashimi por R$ 52, e ainda R$ 12 de taxa de entrega
warmDrink; missingItem | suco de maracujá quente e não mandaram canudo
wrongItem; delay | demorou uma hora e quando chegou era frango com catupiry. eu pedi portuguesa
praise | depois do treino de perna eu mal consegui descer a escada pra pegar kkkk mas valeu: bowl de carne moída com arroz integral bem servido e bem temperado
portion | marmita "média" com três colheradas de arroz e um filezinho de frango do tamanho de um dedo. no meio do plantão isso não segura ninguém
pricePortion | o açaí de 500 ml passou de R$ 22 pra R$ 27 e agora vem dois dedos abaixo da borda. pago mais e levo menos
delay | Pedí a las 20h y llegó a las 21h40. Con un nene de tres años esperando, es demasiado.
taste | o pastel de queijo veio encharcado de óleo, apertei e escorreu no guardanapo
missingItem; app | o cupom de frete grátis não aplicou e ainda faltou o guaraná
pricePortion | R$ 45 num poke com seis cubinhos de salmão contados. muito caro pelo que vem
packaging | caixa da pizza amassada de um lado, metade da cobertura grudada na tampa
wrongItem | veio a sacola de outra pessoa, com nome de Cláudio no ticket e um combinado hot que eu não pedi
spoiled | iogurte do kit café da manhã azedo e com a tampa estufada. validade vencida desde a semana passada
delay; service | atrasou 50 min e quando reclamei no chat me chamaram de impaciente
courier; packaging | o motoboy de vocês largou a sacola deitada no chão da portaria e o caldo escorreu todo
praise | Pedimos para toda la oficina y llegó todo calentito, cada plato con su etiqueta. La lasaña de berenjena, buenísima. Repetimos seguro.
mod:offensive; delay | duas horas pra entregar uma pizza, bando de incompetente do caralho, vão aprender a trabalhar
general | uma decepção atrás da outra. não compensa
unanswered | liguei quatro vezes pro número da loja pra saber do pedido, só chamava
unanswered | mandei mensagem no chat da loja às 20h pedindo pra trocar o refri por suco e até agora ninguém respondeu
packaging | chegou uma sacola temperada com strogonoff por dentro. embalagem nota mil
mod:threat; wrongItem | terceira vez que vem errado. se acontecer de novo eu vou aí na loja pessoalmente e quero ver quem vai me segurar
other=nota fiscal | pedi nota fiscal com o CNPJ da empresa na observação pra poder pedir reembolso e não veio. sem ela não consigo prestar contas
melted | o sorvete que acompanha o petit gateau chegou líquido dentro do potinho, virou um caldinho branco
delay | parabéns pela entrega expressa, deu tempo de ver um filme inteiro e metade do segundo 👏
pricePortion | R$ 32 for three pastéis full of air. Great investment, highly recommend if you're on a diet 🙃
poisoning | comi o temaki no jantar e passei a madrugada vomitando. meu marido comeu o mesmo e também passou mal
raw | o frango do yakisoba veio rosado e mole por dentro. nem encostei, meus filhos iam comer isso
mod:hate; delay | só pode ser cozinha cheia de baiano preguiçoso pra demorar desse jeito
customisation | pedi o molho da salada à parte justamente pra folha não murchar e veio despejado por cima
cold | a lasanha de frango chegou fria, o queijo por cima já tinha endurecido. precisei esquentar no forno antes de servir pros meus pais
praise; taste | as esfihas de queijo são ótimas, mas as de carne vieram com o fundo queimado, amargando
cold; packaging; taste | La pizza llegó fría, la caja aplastada y la masa quemada por abajo.
praise | coxinha de massa de batata com frango bem úmido. as três crianças brigaram pela última, isso vale mais que cinco estrelas
delay | pedido às 19h10, chegou 20h35. o app prometia 40-50 min. com duas crianças pequenas chorando de fome isso parece uma semana
packaging; taste | tampa da marmita mal fechada, arroz ressecado por cima e o frango sem sal nenhum
service | liguei pra avisar que tinha trocado o complemento do endereço e a moça respondeu "se vira com o app" e desligou na minha cara
price; delay | R$ 9,90 a mais pela entrega "expressa" e chegou com 1h05. sou motorista de app, sei muito bem quanto tempo leva esse trajeto
taste | a batata vem com sal ou o sal vem com batata? fiquei na dúvida
packaging; missingItem | o pote de strogonoff abriu dentro da sacola e ainda faltou a batata palha
praise | arroz soltinho, feijão de caldo grosso, bife acebolado e couve fininha. parecia a cozinha da minha avó em Uberaba
allergy | avisei na observação que sou alérgico a camarão, pedi yakisoba de frango e veio camarão misturado. tive que correr pro antialérgico
courier | sou cadeirante, expliquei pro motoboy da loja e pedi só pra ele entrar até a porta do bloco B. ficou parado no portão dizendo que não era obrigado até meu vizinho descer pra buscar
praise | tapioca de coalho com mel e um suco de laranja que claramente foi espremido na hora. café da manhã de pousada na minha quitinete
customisation; taste | pedi sem cebola, veio cheio de cebola. e a carne do hambúrguer passada demais, seca
praise | mandaram a alga do temaki separada pra não murchar. detalhe pequeno que mostra que alguém pensou em quem vai comer. salmão ótimo
missingItem | amei o combo de hambúrguer sem hambúrguer. só pão, batata e refri. conceito ousado
mod:courier; courier | o entregador do iFood subiu com a moto na calçada do meu prédio e me xingou quando pedi pra tirar. a comida nem abri ainda
taste | arroz do sushi empapado e sem tempero nenhum de vinagre, desmanchava no hashi
cold | adorei a pizza servida na temperatura de geladeira, muito inovador, nunca tinha visto
service; unanswered | liguei e ninguém atendeu. mandei mensagem, responderam no dia seguinte com um "qualquer coisa abre reclamação no app". descaso total
mod:noOrder | nunca pedi aí, mas a minha cunhada disse que viram barata passeando na cozinha de vocês. fica o alerta pro bairro
diet; praise | pedi a pizza sem glúten porque evito (não sou celíaco) e a massa veio normal, de trigo. o sabor tava ótimo, mas não era o que eu pedi
| pedido normal, igual das outras vezes
pricePortion; taste | pastel quase sem recheio, massa crua no meio, e ainda por R$ 16
customisation | escrevi SEM TOMATE em caixa alta na observação do x-salada. veio com duas rodelas. alguém lê aquilo?
praise | o entregador ligou antes avisando que o interfone tava mudo e esperou eu descer com o bebê no colo, sem pressa nenhuma. e a pizza de abobrinha tava maravilhosa
cold; warmDrink | noite de campeonato com a galera no discord e chega pizza fria com refrigerante quente. conseguiram inverter as duas temperaturas
diet | marmita vegana com queijo ralado por cima. vegano não come queijo, gente
taste | açaí aguado, parecia suco congelado, sem consistência nenhuma
delay; courier | uma hora além do previsto e o motoboy ainda reclamou comigo que meu prédio é longe demais
raw; poisoning | hambúrguer vermelho cru no meio e no dia seguinte diarreia o dia inteiro. faltei no trabalho
paidExtra | paguei R$ 7 pela borda recheada de cheddar e a borda veio oca, só massa
praise | pastel de carne seca com catupiry sequinho, sem óleo pingando, e o caldo de cana veio gelado de verdade. domingo de feira sem sair de casa
price | pastel de queijo a R$ 18? na feira aqui do lado é menos da metade
notDelivered | ficou "saiu para entrega" a noite inteira e nunca chegou. fui dormir sem jantar
praise | moqueca vegana de banana da terra com palmito. meu pai, que acha que vegano é doença, pediu pra eu repetir o pedido no domingo
praise | açaí de 700 com paçoca e leite ninho, cremoso, sem aquelas pedrinhas de gelo. virei freguês
wrongItem | pedi meia marguerita meia quatro queijos e veio meia marguerita meia calabresa. minha filha só come a de queijo, sobrou a metade errada pra mim
other=cardápio desatualizado | o cardápio mostra suco de cupuaçu, pedi, e me ligaram dizendo que não tem faz meses. atualizem o cardápio por favor
diet | sou diabética e pedi o suco "sem açúcar", veio docinho. medi a glicemia depois e tinha subido. por favor tenham cuidado
praise | comprei a caixa de brigadeiro de pistache pra dar de presente e abri no carro antes de chegar na festa. o presente chegou com dois a menos e a culpa é de vocês por serem tão bons
pricePortion; taste | R$ 38 num yakisoba com três pedaços de carne e legumes duros, sem gosto de nada
missingItem | não mandaram hashi nem shoyu. comer sushi de garfo e sem molho é triste
praise | virada de raid até as 3h, o lanche chegou antes do previsto e a batata ainda crocante. x-tudo honesto. a guild inteira manda um salve
portion; taste | marmita fit com uns 80g de frango, se tanto, e seco que nem papelão. quem treina precisa de proteína, não de farelo
courier; notDelivered | adorei o entregador que tocou o interfone uma vez, esperou dez segundos e foi embora com meu pedido. eficiência máxima
praise | Best feijoada I've had since I moved to São Paulo. Crunchy farofa, and they even remembered the orange slices. Already planning next Saturday's order.
praise | sou caminhoneiro, pedi o PF num posto da Dutra achando que ia vir qualquer coisa. tropeiro caprichado, bisteca suculenta e ainda mandaram um pudinzinho. na estrada a gente come muito pior
delay; cold; taste | Over an hour late and the burger was cold when it got here. The fries were soggy too.
customisation | "sem cebola" deve ser código interno pra "capricha na cebola", né? aprendi hoje
other=horário de funcionamento | o perfil diz que abre às 18h, pedi 18h15 e ficou "aguardando confirmação" até as 19h, aí cancelaram. se não abrem nesse horário, mudem o horário no perfil
customisation; missingItem | pedi o molho à parte e veio por cima do frango, e o sachê de mostarda que eu pedi não veio
`,
);
