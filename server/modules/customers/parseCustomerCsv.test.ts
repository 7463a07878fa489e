import { describe, expect, it } from "vitest";
import { CSV_MESSAGES, parseBrazilianDate, parseCustomerCsv } from "./parseCustomerCsv";

const today = "2026-11-23";
const read = (csv: string, firstLine = 2) => parseCustomerCsv(csv, { firstLine, today });

describe("parseCustomerCsv", async () => {
  it("reads ';' with a BOM, Windows line ends, Portuguese headers in any order and pt-BR dates", async () => {
    const csv =
      "\uFEFFTelefone;Último Pedido;NOME;Total de pedidos;E-mail;Observações;Aceita mensagens\r\n" +
      '(11) 98765-4321;05/11/2026;Joana Prado;3;Joana@Exemplo.com;"Sem cebola; pouco sal";sim\r\n' +
      "21 3265-4321;2026-10-01;Caio;;;;não\r\n";
    const { customers, errors } = await read(csv);
    expect(errors).toEqual([]);
    expect(customers).toEqual([
      {
        line: 2,
        name: "Joana Prado",
        phone: "+5511987654321",
        email: "joana@exemplo.com",
        lastOrderDate: "2026-11-05",
        totalOrders: 3,
        notes: "Sem cebola; pouco sal",
        birthday: null,
        consent: true,
      },
      {
        line: 3,
        name: "Caio",
        phone: "+552132654321",
        email: null,
        lastOrderDate: "2026-10-01",
        totalOrders: null,
        notes: null,
        birthday: null,
        consent: false,
      },
    ]);
  });

  it("reads ',' with English headers and quoted fields with commas, quotes and line breaks", async () => {
    const csv =
      'phone,name,last order,orders,notes\n11987654321,"Silva, Ana",23/11/26,2,"Diz ""oi""\nsempre"\n11912345678,Bia,,,\n';
    const { customers, errors } = await read(csv);
    expect(errors).toEqual([]);
    expect(customers.map((c) => [c.line, c.name, c.notes, c.lastOrderDate])).toEqual([
      [2, "Silva, Ana", 'Diz "oi"\nsempre', "2026-11-23"],
      [4, "Bia", null, null],
    ]);
  });

  it("names the file's line of each problem, after firstLine, and keeps the good lines", async () => {
    const csv = [
      "nome;celular;email;ultimo_pedido;pedidos;aceita mensagens",
      "Ana;(11) 98765-4321;;;;",
      ";(11) 98765-4322;;;;",
      "Bruno;1234;;;;",
      "Carla;;carla@;;;",
      "Davi;;;31/02/2026;;",
      "Eva;;;24/11/2026;;",
      "Fábio;;;;três;",
      "Gil;;;;;talvez",
      "",
      ";;;;;",
      "Hugo;11 91234-5678;;01/01/2026;2;s",
    ].join("\n");
    const { customers, errors, rows } = await read(csv, 1001);
    expect(rows).toBe(9);
    expect(customers.map((c) => [c.line, c.name])).toEqual([
      [1001, "Ana"],
      [1011, "Hugo"],
    ]);
    expect(errors.map((e) => e.line)).toEqual([1002, 1003, 1004, 1005, 1006, 1007, 1008]);
    expect(errors[0]!.message).toBe(CSV_MESSAGES.lineName);
    expect(errors[1]!.message).toMatch(/Telefone inválido.*"1234"/);
    expect(errors[2]!.message).toMatch(/Email inválido/);
    expect(errors[3]!.message).toBe(CSV_MESSAGES.lineDate);
    expect(errors[4]!.message).toBe(CSV_MESSAGES.lineFuture);
    expect(errors[5]!.message).toBe(CSV_MESSAGES.lineOrders);
    expect(errors[6]!.message).toBe(CSV_MESSAGES.lineConsent);
  });

  it("without a name column, without rows, or with a quote that never closes: one clear error", async () => {
    expect((await read("telefone;email\n11987654321;a@b.com")).errors).toEqual([
      { line: 1, message: CSV_MESSAGES.noName },
    ]);
    expect((await read("nome;telefone\n")).errors).toEqual([{ line: 1, message: CSV_MESSAGES.noRows }]);
    const unclosed = await read('nome;telefone\nAna;1198765432\n"Bia;11987654321\nCaio;11912345678\n');
    expect(unclosed.customers).toEqual([]);
    expect(unclosed.errors[0]!.message).toBe(CSV_MESSAGES.unclosedQuote);
  });

  it("detects ';' even when the names have commas, and ',' when the header has none", async () => {
    expect(
      (await read('"Nome, completo";"Outra, coluna";telefone\nAna;x;11987654321')).customers[0],
    ).toMatchObject({
      name: "Ana",
      phone: "+5511987654321",
    });
    expect((await read("nome;telefone\nSilva, Ana;11987654321")).customers[0]!.name).toBe("Silva, Ana");
    expect((await read("nome\nAna")).customers[0]!.name).toBe("Ana");
  });
});

describe("parseBrazilianDate", async () => {
  it("reads dd/mm/aaaa, dd/mm/aa, dd-mm-aaaa, aaaa-mm-dd, with a time after; refuses impossible days", async () => {
    expect(parseBrazilianDate("5/1/2026")).toBe("2026-01-05");
    expect(parseBrazilianDate("23/11/26")).toBe("2026-11-23");
    expect(parseBrazilianDate("23-11-2026")).toBe("2026-11-23");
    expect(parseBrazilianDate("2026-11-23")).toBe("2026-11-23");
    expect(parseBrazilianDate("23/11/2026 14:30")).toBe("2026-11-23");
    expect(parseBrazilianDate("2026-11-23T14:30:00")).toBe("2026-11-23");
    expect(parseBrazilianDate("29/02/2025")).toBeNull();
    expect(parseBrazilianDate("11/23/2026")).toBeNull();
    expect(parseBrazilianDate("ontem")).toBeNull();
  });
});
