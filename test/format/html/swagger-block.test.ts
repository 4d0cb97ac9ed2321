import { describe, expect, it } from 'vitest';
import { handWrittenOperation } from '../../../src/format/html/swagger-block.js';

const BLOCK = `{% swagger-description %}
Finds a pet.
{% endswagger-description %}

{% swagger-parameter in="path" name="id" type="string" required="true" %}
The pet's **id**
{% endswagger-parameter %}

{% swagger-parameter in="query" name="fields" type="string" description="Which fields" %}
{% endswagger-parameter %}

{% swagger-response status="200: OK" description="The pet" %}
\`\`\`json
{ "id": "rex" }
\`\`\`
{% endswagger-response %}

{% swagger-response status="404: Not Found" %}
{% endswagger-response %}`;

describe("a hand-written swagger block's content", () => {
  it('reads as its description, parameters and responses with their example bodies', () => {
    expect(handWrittenOperation(BLOCK)).toEqual({
      description: 'Finds a pet.',
      parameters: [
        { name: 'id', in: 'path', type: 'string', required: true, description: "The pet's **id**" },
        { name: 'fields', in: 'query', type: 'string', required: false, description: 'Which fields' },
      ],
      responses: [
        { status: '200', description: 'The pet', examples: [{ language: 'json', code: '{ "id": "rex" }\n' }] },
        { status: '404', description: 'Not Found' },
      ],
    });
  });

  it('is no operation when it holds none of the parts, as a block that names its spec', () => {
    expect(handWrittenOperation('[petstore.yaml](../.gitbook/assets/petstore.yaml)')).toBeUndefined();
  });

  it('leaves out a part never closed, and reads the closed ones around it', () => {
    const content = [
      '{% swagger-parameter in="path" name="id" type="string" required="true" %}The pet.{% endswagger-parameter %}',
      '{% swagger-response status="404" description="Lost" %}',
      '{% swagger-description %}Find a pet.{% endswagger-description %}',
      '{% swagger-response status="200: OK" description="Found" %}{% endswagger-response %}',
    ].join('\n');
    const view = handWrittenOperation(content)!;
    expect(view.parameters.map((p) => p.name)).toEqual(['id']);
    expect(view.description).toBe('Find a pet.');
    expect(view.responses.map((r) => r.status)).toEqual(['200']);
  });
});
