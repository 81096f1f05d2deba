r"""Held-out batch 36: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py, for the batch format;
(2) the first 130 lines of bench/heldout/batch19.py, for a docstring and the helper
functions r, b64, b64url, pw, uuid4, sha, jwt, add, add_split and la, copied here
unchanged; (3) a grep of the "Theme" paragraphs of the earlier batches, so as not to
repeat their texts; (4) a grep of the kind names already used by add() and add_split().

Theme: building with LLMs and coding agents, as a coding agent's own session holds it.
MCP server configs (claude_desktop_config.json, .mcp.json, .cursor/mcp.json,
.vscode/mcp.json, Windsurf mcp_config.json, Zed context_servers, Continue config.yaml,
Cline and Roo settings, Goose, Codex config.toml, Gemini CLI settings, claude mcp add,
aider .aider.conf.yml and its key flags) with env blocks, args and headers; agent
framework code (LangChain, LangGraph, LlamaIndex, CrewAI, AutoGen, Semantic Kernel,
Haystack, DSPy, Pydantic AI, Vercel AI SDK, Mastra) and tracing keys (LangSmith,
Langfuse secret halves and self-hosted encryption keys, Helicone, Braintrust, W&B
Weave netrc, Phoenix and Arize OTLP headers, AgentOps, Logfire, Opik, Traceloop);
gateways (LiteLLM master and virtual keys and UI password, OpenRouter, Portkey,
Cloudflare AI Gateway, Azure OpenAI api-key, Bedrock access keys and bearer tokens,
Vertex service accounts); model hosts (Hugging Face, Replicate, Together, Fireworks,
Groq, Mistral, Cohere, DeepSeek, Moonshot, Zhipu, DashScope, Qianfan, xAI, Gemini,
Cerebras, Perplexity, Voyage, Jina, Modal, Baseten, SambaNova, E2B, Ollama behind basic
auth, vLLM --api-key, Open WebUI, Gradio auth); vector and memory stores (Pinecone,
Qdrant, Weaviate, Chroma Cloud, Zep, Mem0); eval tools (promptfoo, OpenAI evals);
agent transcripts and debug logs that echo request headers, curl -v, SSE streams,
notebooks, Kubernetes Secrets with base64 values, split and wrapped keys, and chat
hand-overs in English, German and Chinese. All kinds live under the "ai/" prefix.
Look-alikes are the same files and outputs without a secret: model names and ids,
request, trace, run, span, session, batch and file ids, tool-call ids (call_, toolu_),
message ids (msg_), chat completion ids (chatcmpl-), system fingerprints, Langfuse
public keys shown as the public half, embedding dimensions, base URLs, token usage,
rate-limit headers, model digests and checksums, hashed virtual keys, prompt hashes,
documented dummy keys (ollama, lm-studio), placeholders, env and input references
(${OPENAI_API_KEY}, os.environ[...], {env:...}, ${input:...}, os.environ/...),
masked keys and prose about keys, in English, German and Chinese.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(36_2026_12_06)
ALNUM = string.ascii_letters + string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
DIGITS = string.digits
LOWER_NUM = string.ascii_lowercase + string.digits
UPPER_NUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
UPPER_HEX = "0123456789ABCDEF"
URLSAFE = ALNUM + "-_"
BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def r(n: int, alphabet: str = ALNUM) -> str:
    return "".join(_rng.choice(alphabet) for _ in range(n))


def b64(n_bytes: int) -> str:
    return base64.b64encode(_rng.randbytes(n_bytes)).decode()


def b64url(n_bytes: int) -> str:
    return base64.urlsafe_b64encode(_rng.randbytes(n_bytes)).rstrip(b"=").decode()


def pw() -> str:
    """A password safe inside JSON strings, URLs and single-quoted shell words."""
    return r(2, LOWER) + r(2, UPPER) + r(3, DIGITS) + _rng.choice("-_.") + r(6, ALNUM)


def uuid4() -> str:
    h = r(32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{_rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def sha() -> str:
    return r(40, HEX)


def _b64url_json(obj: dict) -> str:
    raw = json.dumps(obj, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def jwt(claims: dict) -> str:
    """A signed-looking JWT: public header and claims, random signature."""
    return (
        _b64url_json({"alg": "HS256", "typ": "JWT"}) + "." + _b64url_json(claims) + "." + b64url(32)
    )


SECRETS: list[tuple[str, str, str | tuple[str, ...]]] = []


def add(kind: str, template: str, *values: str) -> None:
    """{0}, {1}, ... in the template are replaced by the values; {0} is the secret."""
    text = template
    for i, v in enumerate(values):
        text = text.replace("{" + str(i) + "}", v)
    SECRETS.append((kind, text, values[0]))


def add_split(kind: str, template: str, *pieces: str) -> None:
    """A secret split into pieces; every piece must be gone."""
    text = template
    for i, v in enumerate(pieces):
        text = text.replace("{" + str(i) + "}", v)
    SECRETS.append((kind, text, tuple(pieces)))


def la(template: str, *values: str) -> None:
    text = template
    for i, v in enumerate(values):
        text = text.replace("{" + str(i) + "}", v)
    LOOK_ALIKES.append(text)


LOOK_ALIKES: list[str] = []


# ============================================================ helpers of this batch
WORDS = [
    "sunflower", "granite", "otter", "kaffee", "panda", "mondschein", "river", "falcon",
    "bergwerk", "teacup", "lantern", "marble", "tiger", "harbor", "drachen", "maple",
    "cobalt", "schnee", "pepper", "velvet", "pixel", "nebula", "walnut", "gecko",
]
LEET = {"a": "4", "e": "3", "o": "0", "i": "1", "s": "5"}


def hpw() -> str:
    """A human-chosen password: words, digits, symbols, leetspeak or a phrase."""
    w1, w2, w3 = _rng.choice(WORDS), _rng.choice(WORDS), _rng.choice(WORDS)
    style = _rng.randrange(4)
    if style == 0:
        return w1.capitalize() + w2.capitalize() + r(_rng.randint(2, 4), DIGITS) + _rng.choice("!#%*+?@")
    if style == 1:
        return "".join(LEET.get(c, c) for c in w1).capitalize() + _rng.choice("!@#") + str(_rng.randint(1990, 2026))
    if style == 2:
        return w1 + "-" + w2 + "-" + w3 + "-" + r(2, DIGITS)
    return w1.capitalize() + "@" + r(3, DIGITS) + w2 + _rng.choice("!?")


def hx(n: int) -> str:
    return r(n, HEX)


def oai_proj() -> str:
    return "sk-proj-" + r(48, URLSAFE) + "T3BlbkFJ" + r(48, URLSAFE)


def ant() -> str:
    return "sk-ant-api03-" + r(86, URLSAFE) + "AA"


def hf() -> str:
    return "hf_" + r(34)


def lf_pk() -> str:
    return "pk-lf-" + uuid4()


def lf_sk() -> str:
    return "sk-lf-" + uuid4()


def akia() -> str:
    return "AKIA" + r(16, UPPER_NUM)


def aws_secret() -> str:
    return r(40, ALNUM + "+/")


# ============================================================ secrets
add("ai/mcp-claude-desktop-github-pat", """$ cat ~/Library/Application\\ Support/Claude/claude_desktop_config.json
{
  "mcpServers": {
    "github": {
      "command": "docker",
      "args": ["run", "-i", "--rm", "-e", "GITHUB_PERSONAL_ACCESS_TOKEN", "ghcr.io/github/github-mcp-server"],
      "env": {
        "GITHUB_PERSONAL_ACCESS_TOKEN": "{0}"
      }
    },
    "filesystem": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-filesystem", "/Users/mara/code"]
    }
  }
}""", "ghp_" + r(36))

add("ai/mcp-cursor-remote-headers-bearer", """// .cursor/mcp.json  (checked in by accident, see PR #412)
{
  "mcpServers": {
    "internal-docs": {
      "url": "https://mcp.docs.corp.example.net/mcp",
      "headers": {
        "Authorization": "Bearer {0}"
      }
    }
  }
}""", r(43, URLSAFE))

add("ai/mcp-vscode-env-hardcoded-perplexity", """.vscode/mcp.json
{
  "servers": {
    "perplexity-ask": {
      "type": "stdio",
      "command": "npx",
      "args": ["-y", "server-perplexity-ask"],
      "env": { "PERPLEXITY_API_KEY": "{0}" }
    }
  }
}""", "pplx-" + r(48))

add("ai/mcp-json-postgres-dsn-arg", """Read .mcp.json (14 lines)
{
  "mcpServers": {
    "pg": {
      "command": "npx",
      "args": [
        "-y",
        "@modelcontextprotocol/server-postgres",
        "postgresql://agent_ro:{0}@pg-replica.int.example.org:5432/orders"
      ]
    }
  }
}""", pw())

add("ai/windsurf-mcp-config-brave", """~/.codeium/windsurf/mcp_config.json:
{"mcpServers":{"brave-search":{"command":"npx","args":["-y","@modelcontextprotocol/server-brave-search"],"env":{"BRAVE_API_KEY":"{0}"}}}}""", "BSA" + r(28))

add("ai/zed-context-servers-linear", """// ~/.config/zed/settings.json
{
  "theme": "One Dark",
  "buffer_font_size": 14,
  "context_servers": {
    "linear": {
      "command": {
        "path": "npx",
        "args": ["-y", "linear-mcp-server"],
        "env": { "LINEAR_API_KEY": "{0}" }
      }
    }
  }
}""", "lin_api_" + r(40))

add("ai/continue-config-yaml-mistral", """name: team-assistant
version: 0.0.1
schema: v1
models:
  - name: Codestral
    provider: mistral
    model: codestral-latest
    apiKey: {0}
    roles:
      - autocomplete
  - name: Claude
    provider: anthropic
    model: claude-sonnet-4-20250514
    apiKey: ${{ secrets.ANTHROPIC_API_KEY }}
    roles: [chat, edit]""", r(32))

add("ai/roo-settings-export-openrouter", """roo-code-settings.json (exported from Roo Code > Settings > Export)
{
  "providerProfiles": {
    "currentApiConfigName": "default",
    "apiConfigs": {
      "default": {
        "apiProvider": "openrouter",
        "openRouterModelId": "anthropic/claude-sonnet-4",
        "openRouterApiKey": "{0}",
        "id": "{1}"
      }
    }
  },
  "globalSettings": { "autoApprovalEnabled": false, "alwaysAllowReadOnly": true }
}""", "sk-or-v1-" + hx(64), r(10, LOWER_NUM))

add("ai/goose-secrets-yaml-google", """$ cat ~/.config/goose/secrets.yaml
# written by goose configure because the keyring was unavailable
GOOGLE_API_KEY: {0}
$ cat ~/.config/goose/config.yaml
GOOSE_PROVIDER: google
GOOSE_MODEL: gemini-2.5-pro
GOOSE_MODE: smart_approve""", "AIza" + r(35, URLSAFE))

add("ai/aider-conf-yml-api-key-list", """# .aider.conf.yml
model: deepseek/deepseek-chat
editor-model: deepseek/deepseek-chat
auto-commits: false
api-key:
  - deepseek={0}
  - gemini={1}
dark-mode: true""", "sk-" + hx(32), "AIza" + r(35, URLSAFE))

add("ai/aider-flag-anthropic-key", """(venv) ~/src/billing $ aider --model sonnet --anthropic-api-key {0} --no-auto-commits src/invoice.py
Aider v0.82.2
Main model: anthropic/claude-3-7-sonnet-20250219 with diff edit format, infinite output
Weak model: anthropic/claude-3-5-haiku-20241022
Git repo: .git with 318 files
Repo-map: using 4096 tokens, auto refresh
Added src/invoice.py to the chat.""", ant())

add("ai/aider-set-env-groq", """$ aider --model groq/llama-3.3-70b-versatile --set-env GROQ_API_KEY={0} --map-tokens 1024
Aider v0.84.0
Model: groq/llama-3.3-70b-versatile with whole edit format""", "gsk_" + r(52))

add("ai/langchain-chatopenai-literal", """from langchain_openai import ChatOpenAI
from langchain_core.prompts import ChatPromptTemplate

llm = ChatOpenAI(
    model="gpt-4o-mini",
    temperature=0,
    api_key="{0}",  # TODO move to env before merging
)
prompt = ChatPromptTemplate.from_messages([("system", "You are terse."), ("human", "{question}")])
chain = prompt | llm""", oai_proj())

add("ai/langsmith-notebook-cell", """{
 "cell_type": "code",
 "execution_count": 3,
 "metadata": {},
 "outputs": [],
 "source": [
  "import os\\n",
  "os.environ[\\"LANGSMITH_TRACING\\"] = \\"true\\"\\n",
  "os.environ[\\"LANGSMITH_API_KEY\\"] = \\"{0}\\"\\n",
  "os.environ[\\"LANGSMITH_PROJECT\\"] = \\"rag-eval-sept\\""
 ]
}""", "lsv2_pt_" + hx(32) + "_" + hx(10))

add("ai/langfuse-client-secret-half", """from langfuse import Langfuse

langfuse = Langfuse(
    public_key="{1}",
    secret_key="{0}",
    host="https://cloud.langfuse.com",
)
trace = langfuse.trace(name="support-bot", user_id="u_4412")""", lf_sk(), lf_pk())

add("ai/langgraph-json-env-dict", """langgraph.json
{
  "dependencies": ["."],
  "graphs": { "agent": "./src/agent/graph.py:graph" },
  "env": {
    "TAVILY_API_KEY": "{0}",
    "LOG_LEVEL": "info"
  },
  "python_version": "3.12"
}""", "tvly-" + r(32))

add("ai/llamaindex-cohere-embed", """from llama_index.core import Settings, VectorStoreIndex, SimpleDirectoryReader
from llama_index.embeddings.cohere import CohereEmbedding

Settings.embed_model = CohereEmbedding(
    api_key="{0}",
    model_name="embed-english-v3.0",
    input_type="search_document",
)
docs = SimpleDirectoryReader("./handbook").load_data()
index = VectorStoreIndex.from_documents(docs)""", r(40))

add("ai/crewai-serper-setdefault", """# crew.py
import os
from crewai import Agent, Crew, Task
from crewai_tools import SerperDevTool

os.environ.setdefault("SERPER_API_KEY", "{0}")
search = SerperDevTool(n_results=5)
researcher = Agent(role="Market researcher", goal="Find competitors", backstory="...", tools=[search])""", hx(40))

add("ai/autogen-oai-config-list-azure", """OAI_CONFIG_LIST
[
  {
    "model": "gpt-4o",
    "api_key": "{0}",
    "base_url": "https://contoso-eastus2.openai.azure.com/",
    "api_type": "azure",
    "api_version": "2024-10-21"
  },
  {
    "model": "llama3.1",
    "base_url": "http://localhost:11434/v1",
    "api_key": "ollama"
  }
]""", hx(32))

add("ai/semantic-kernel-csharp-azure", """var builder = Kernel.CreateBuilder();
builder.AddAzureOpenAIChatCompletion(
    deploymentName: "gpt-4o-prod",
    endpoint: "https://fabrikam-ai.openai.azure.com/",
    apiKey: "{0}");
builder.Plugins.AddFromType<OrderPlugin>();
Kernel kernel = builder.Build();""", r(84, UPPER + DIGITS + LOWER))

add("ai/haystack-secret-from-token", """from haystack.components.generators import HuggingFaceAPIGenerator
from haystack.utils import Secret

generator = HuggingFaceAPIGenerator(
    api_type="serverless_inference_api",
    api_params={"model": "HuggingFaceH4/zephyr-7b-beta"},
    token=Secret.from_token("{0}"),
)""", hf())

add("ai/dspy-lm-together-key", """import dspy
lm = dspy.LM("together_ai/meta-llama/Llama-3.3-70B-Instruct-Turbo", api_key="{0}", max_tokens=2000)
dspy.configure(lm=lm)
qa = dspy.ChainOfThought("question -> answer")""", hx(64))

add("ai/pydantic-ai-fireworks-provider", """from pydantic_ai import Agent
from pydantic_ai.models.openai import OpenAIModel
from pydantic_ai.providers.openai import OpenAIProvider

model = OpenAIModel(
    "accounts/fireworks/models/qwen3-235b-a22b",
    provider=OpenAIProvider(base_url="https://api.fireworks.ai/inference/v1", api_key='{0}'),
)
agent = Agent(model, system_prompt="Answer in one sentence.")""", "fw_" + r(24))

add("ai/vercel-ai-sdk-createxai", """// app/api/chat/route.ts
import { createXai } from '@ai-sdk/xai';
import { streamText } from 'ai';

const xai = createXai({ apiKey: 'xai-{0}' });

export async function POST(req: Request) {
  const { messages } = await req.json();
  const result = streamText({ model: xai('grok-3-mini'), messages });
  return result.toDataStreamResponse();
}""", r(80))

add("ai/mastra-libsql-auth-token", """// src/mastra/index.ts
import { Mastra } from '@mastra/core/mastra';
import { LibSQLStore } from '@mastra/libsql';
import { weatherAgent } from './agents/weather-agent';

export const mastra = new Mastra({
  agents: { weatherAgent },
  storage: new LibSQLStore({
    url: 'libsql://mastra-memory-prod-acme.turso.io',
    authToken: '{0}',
  }),
});""", jwt({"a": "rw", "iat": 1733472000, "id": uuid4()}))

add("ai/helicone-auth-default-headers", """client = OpenAI(
    base_url="https://oai.helicone.ai/v1",
    default_headers={
        "Helicone-Auth": "Bearer {0}",
        "Helicone-Cache-Enabled": "true",
        "Helicone-Property-Feature": "summaries",
    },
)""", "sk-helicone-" + r(7, LOWER_NUM) + "-" + r(7, LOWER_NUM) + "-" + r(7, LOWER_NUM) + "-" + r(7, LOWER_NUM))

add("ai/braintrust-history-export", """  503  cd ~/work/evals
  504  export BRAINTRUST_API_KEY=sk-{0}
  505  braintrust eval summarize.eval.ts
  506  git status""", r(48))

add("ai/weave-wandb-netrc", """$ cat ~/.netrc
machine api.wandb.ai
  login user
  password {0}
$ python -c "import weave; weave.init('acme/agent-evals')"
weave: Logged in as Weights & Biases user: jkowalski.""", hx(40))

add("ai/phoenix-client-headers-env", """# .env.phoenix
PHOENIX_COLLECTOR_ENDPOINT=https://app.phoenix.arize.com/s/acme-ml
PHOENIX_CLIENT_HEADERS=api_key={0}
PHOENIX_PROJECT_NAME=retrieval-v2""", r(20, ALNUM) + ":" + r(7, ALNUM))

add("ai/agentops-init-literal", """import agentops
agentops.init(api_key="{0}", default_tags=["crew", "staging"])
# Session Replay: https://app.agentops.ai/sessions?trace_id={1}""", uuid4(), hx(32))

add("ai/litellm-master-key-inline", """# litellm/config.yaml
model_list:
  - model_name: gpt-4o
    litellm_params:
      model: openai/gpt-4o
      api_key: os.environ/OPENAI_API_KEY
general_settings:
  master_key: sk-{0}
  database_url: os.environ/DATABASE_URL
litellm_settings:
  drop_params: true""", r(32))

add("ai/litellm-key-generate-response", """$ curl -s http://0.0.0.0:4000/key/generate -H "Authorization: Bearer $LITELLM_MASTER_KEY" -H 'Content-Type: application/json' -d '{"models":["gpt-4o-mini"],"key_alias":"intern-bot","max_budget":20}'
{"key_alias":"intern-bot","duration":null,"models":["gpt-4o-mini"],"spend":0.0,"max_budget":20.0,"user_id":null,"team_id":null,"key":"sk-{0}","key_name":"sk-...{1}","expires":null,"token_id":"{2}"}""", r(22, URLSAFE), r(4), hx(64))

add("ai/openrouter-curl-bearer", """curl https://openrouter.ai/api/v1/chat/completions \\
  -H "Content-Type: application/json" \\
  -H "Authorization: Bearer {0}" \\
  -H "HTTP-Referer: https://notes.example.app" \\
  -d '{"model": "openai/gpt-4o-mini", "messages": [{"role": "user", "content": "ping"}]}'""", "sk-or-v1-" + hx(64))

add("ai/portkey-api-key-header-ts", """const client = new OpenAI({
  apiKey: 'unused',
  baseURL: 'https://api.portkey.ai/v1',
  defaultHeaders: {
    'x-portkey-api-key': '{0}',
    'x-portkey-config': 'pc-fallba-1a2b3c',
  },
});""", r(32, ALNUM + "+/="))

add("ai/cloudflare-ai-gateway-cf-aig-auth", """POST https://gateway.ai.cloudflare.com/v1/{1}/prod-gw/anthropic/v1/messages
x-api-key: $ANTHROPIC_API_KEY
anthropic-version: 2023-06-01
cf-aig-authorization: Bearer {0}
content-type: application/json""", r(40, URLSAFE), hx(32))

add("ai/azure-openai-api-key-header-curl", """curl "https://contoso-ai-weu.openai.azure.com/openai/deployments/gpt-4o-mini/chat/completions?api-version=2024-10-21" \\
  -H "Content-Type: application/json" \\
  -H "api-key: {0}" \\
  -d @body.json""", hx(32))

add("ai/bedrock-boto3-inline-secret", """import boto3
bedrock = boto3.client(
    "bedrock-runtime",
    region_name="us-west-2",
    aws_access_key_id="{1}",
    aws_secret_access_key="{0}",
)
resp = bedrock.converse(modelId="anthropic.claude-3-5-haiku-20241022-v1:0", messages=msgs)""", aws_secret(), akia())

add("ai/bedrock-bearer-token-env", """export AWS_REGION=us-east-1
export AWS_BEARER_TOKEN_BEDROCK={0}
export CLAUDE_CODE_USE_BEDROCK=1
claude""", "ABSK" + b64(96))

add("ai/vertex-sa-json-private-key", """Here's the service account JSON for the Vertex job, the agent needs it to call gemini:
{
  "type": "service_account",
  "project_id": "acme-genai-prod",
  "private_key_id": "{1}",
  "private_key": "-----BEGIN PRIVATE KEY-----\\n{0}\\n-----END PRIVATE KEY-----\\n",
  "client_email": "vertex-runner@acme-genai-prod.iam.gserviceaccount.com",
  "client_id": "{2}",
  "token_uri": "https://oauth2.googleapis.com/token"
}""", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + b64(180), hx(40), r(21, DIGITS))

add("ai/hf-cli-login-token-flag", """$ huggingface-cli login --token {0} --add-to-git-credential
Token is valid (permission: read).
Your token has been saved in your configured git credential helpers (store).
Your token has been saved to /home/runner/.cache/huggingface/token
Login successful""", hf())

add("ai/hf-hub-download-token-kwarg", """from huggingface_hub import hf_hub_download

path = hf_hub_download(
    repo_id="meta-llama/Llama-3.2-1B-Instruct",
    filename="model.safetensors",
    revision="{1}",
    token="{0}",
)""", hf(), sha())

add("ai/replicate-export-token", """$ export REPLICATE_API_TOKEN={0}
$ replicate run black-forest-labs/flux-schnell prompt="a red panda reading a manual"
Output: https://replicate.delivery/xezq/{1}/out-0.webp""", "r8_" + r(37), r(40, LOWER_NUM))

add("ai/mistral-curl-bearer", """$ curl --location "https://api.mistral.ai/v1/chat/completions" --header 'Content-Type: application/json' --header 'Accept: application/json' --header "Authorization: Bearer {0}" --data '{"model": "mistral-small-latest", "messages": [{"role": "user", "content": "Bonjour"}]}'""", r(32))

add("ai/cohere-clientv2-positional", """>>> import cohere
>>> co = cohere.ClientV2("{0}")
>>> co.rerank(model="rerank-v3.5", query="refund policy", documents=docs, top_n=3)""", r(40))

add("ai/deepseek-chinese-chat-handover", """用户：DeepSeek 的 key 先用我这个：{0} ，月底前会换掉，别提交到仓库里。
助手：好的，我会把它写进本地的 .env，并确认 .env 已在 .gitignore 中。""", "sk-" + hx(32))

add("ai/moonshot-openai-client-base-url", """client = OpenAI(
    api_key="{0}",
    base_url="https://api.moonshot.cn/v1",
)
completion = client.chat.completions.create(model="kimi-k2-0711-preview", messages=history, temperature=0.6)""", "sk-" + r(48))

add("ai/zhipu-id-dot-secret", """from zhipuai import ZhipuAI
client = ZhipuAI(api_key="{0}")  # 智谱开放平台
response = client.chat.completions.create(model="glm-4-plus", messages=[{"role": "user", "content": "你好"}])""", hx(32) + "." + r(16))

add("ai/dashscope-env-chinese-comment", """# 阿里云百炼（DashScope）
DASHSCOPE_API_KEY={0}
# 兼容模式地址
DASHSCOPE_BASE_URL=https://dashscope.aliyuncs.com/compatible-mode/v1
QWEN_MODEL=qwen-plus""", "sk-" + hx(32))

add("ai/qianfan-ak-sk-env", """import os
os.environ["QIANFAN_AK"] = "{1}"
os.environ["QIANFAN_SK"] = "{0}"
import qianfan
chat = qianfan.ChatCompletion(model="ERNIE-4.0-8K")""", r(32), r(24))

add("ai/ollama-basic-auth-curl-user", """$ curl -u 'ollama:{0}' https://llm.home.example.net/api/generate -d '{"model":"qwen2.5-coder:7b","prompt":"hello","stream":false}'
{"model":"qwen2.5-coder:7b","created_at":"2025-03-02T10:14:07.51Z","response":"Hello! How can I help?","done":true,"total_duration":812003112}""", hpw())

add("ai/open-webui-ollama-url-userinfo", """services:
  open-webui:
    image: ghcr.io/open-webui/open-webui:main
    environment:
      - OLLAMA_BASE_URL=https://webui:{0}@ollama.lab.example.org
      - ENABLE_SIGNUP=false
    ports:
      - "3000:8080\"""", "".join(c for c in hpw() if c.isalnum() or c in "-._"))

add("ai/vllm-serve-api-key-flag", """$ vllm serve Qwen/Qwen2.5-7B-Instruct --dtype auto --max-model-len 16384 --api-key {0} --port 8001
INFO 03-02 11:20:41 api_server.py:912] vLLM API server version 0.7.3
INFO 03-02 11:20:41 api_server.py:913] args: Namespace(host=None, port=8001, ...)""", "token-" + r(24, LOWER_NUM))

add("ai/pinecone-client-literal", """from pinecone import Pinecone
pc = Pinecone(api_key="{0}")
index = pc.Index(host="https://docs-{1}.svc.aped-4627-b74a.pinecone.io")""", "pcsk_" + r(5, LOWER_NUM) + "_" + r(63, ALNUM), r(7, LOWER_NUM))

add("ai/qdrant-client-api-key", """qdrant = QdrantClient(
    url="https://{1}.eu-central-1-0.aws.cloud.qdrant.io:6333",
    api_key="{0}",
    prefer_grpc=True,
)""", r(40, URLSAFE), uuid4())

add("ai/weaviate-cloud-auth", """import weaviate
from weaviate.classes.init import Auth

client = weaviate.connect_to_weaviate_cloud(
    cluster_url="https://{1}.c0.europe-west3.gcp.weaviate.cloud",
    auth_credentials=Auth.api_key("{0}"),
    headers={"X-OpenAI-Api-Key": os.environ["OPENAI_API_KEY"]},
)""", r(48, ALNUM), r(20, LOWER_NUM))

add("ai/chroma-cloud-client", """client = chromadb.CloudClient(
    tenant="{1}",
    database="support-kb",
    api_key="{0}",
)""", "ck-" + r(44, ALNUM), uuid4())

add("ai/mem0-memoryclient-literal", """from mem0 import MemoryClient
client = MemoryClient(api_key="{0}")
client.add([{"role": "user", "content": "I'm vegetarian"}], user_id="alex")""", "m0-" + r(40))

add("ai/promptfoo-provider-apikey", """# promptfooconfig.yaml
description: summarizer regression
prompts:
  - file://prompts/summarize.txt
providers:
  - id: openai:chat:gpt-4o-mini
    config:
      apiKey: {0}
      temperature: 0
  - id: anthropic:messages:claude-3-5-haiku-20241022
tests:
  - vars: { article: file://fixtures/a1.md }
    assert:
      - type: llm-rubric
        value: mentions the refund deadline""", oai_proj())

add("ai/oaieval-inline-env", """$ OPENAI_API_KEY={0} oaieval gpt-4o-mini test-match --max_samples 20
[2025-02-11 09:12:44,061] [registry.py:271] Loading registry from /work/evals/evals/registry/evals
[2025-02-11 09:12:45,502] [oaieval.py:215] Run started: 250211091245ABCDEFGH""", oai_proj())

add("ai/transcript-echo-x-api-key", """[debug] anthropic request
POST https://api.anthropic.com/v1/messages
headers: {'x-api-key': '{0}', 'anthropic-version': '2023-06-01', 'content-type': 'application/json', 'user-agent': 'Anthropic/Python 0.49.0'}
body: {"model": "claude-3-5-haiku-20241022", "max_tokens": 512, "messages": [...]}""", ant())

add("ai/httpx-debug-then-sse", """DEBUG:httpx:HTTP Request: POST https://api.groq.com/openai/v1/chat/completions
DEBUG:httpcore.http11:send_request_headers.started request=<Request [b'POST']>
DEBUG:openai._base_client:Request options: {'method': 'post', 'url': '/chat/completions', 'headers': {'Authorization': 'Bearer {0}'}, 'json_data': {'model': 'llama-3.1-8b-instant', 'stream': True}}
data: {"id":"chatcmpl-{1}","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"Hi"}}]}
data: [DONE]""", "gsk_" + r(52), uuid4())

add("ai/curl-v-cerebras-bearer", """* Connected to api.cerebras.ai (104.18.5.126) port 443
> POST /v1/chat/completions HTTP/2
> Host: api.cerebras.ai
> user-agent: curl/8.5.0
> accept: */*
> content-type: application/json
> authorization: Bearer {0}
> content-length: 112
>
< HTTP/2 200""", "csk-" + r(48, LOWER_NUM))

add("ai/notebook-output-config-repr", """In [7]: print(cfg)
Out[7]: EmbedConfig(provider='voyage', model='voyage-3-large', dim=1024, api_key='{0}', batch_size=128)""", "pa-" + r(43, URLSAFE))

add("ai/e2b-sandbox-api-key", """from e2b_code_interpreter import Sandbox
sbx = Sandbox(api_key="{0}", timeout=300)
execution = sbx.run_code("print(sum(range(10)))")""", "e2b_" + hx(40))

add("ai/cline-mcp-settings-firecrawl", """cline_mcp_settings.json
{
  "mcpServers": {
    "firecrawl": {
      "command": "npx",
      "args": ["-y", "firecrawl-mcp"],
      "env": { "FIRECRAWL_API_KEY": "{0}" },
      "disabled": false,
      "autoApprove": ["firecrawl_scrape"]
    }
  }
}""", "fc-" + hx(32))

add("ai/smithery-url-query-key", """{
  "mcpServers": {
    "exa": {
      "type": "http",
      "url": "https://server.smithery.ai/exa/mcp?api_key={0}&profile=vivid-otter-6Jd2"
    }
  }
}""", uuid4())

add("ai/supabase-mcp-access-token-arg", """"supabase": {
  "command": "npx",
  "args": ["-y", "@supabase/mcp-server-supabase@latest", "--read-only", "--project-ref={1}", "--access-token", "{0}"]
}""", "sbp_" + hx(40), r(20, LOWER))

add("ai/notion-mcp-headers-json-string", """"notionApi": {
  "command": "npx",
  "args": ["-y", "@notionhq/notion-mcp-server"],
  "env": {
    "OPENAPI_MCP_HEADERS": "{\\"Authorization\\": \\"Bearer {0}\\", \\"Notion-Version\\": \\"2022-06-28\\" }"
  }
}""", "ntn_" + r(11, DIGITS) + r(35))

add("ai/stripe-mcp-restricted-key", """$ npx -y @stripe/mcp --tools=customers.read,invoices.read --api-key={0}
Stripe MCP Server running on stdio""", "rk_live_" + r(99))

add("ai/figma-mcp-cli-flag", """"figma": {
  "command": "npx",
  "args": ["-y", "figma-developer-mcp", "--figma-api-key={0}", "--stdio"]
}""", "figd_" + r(40, URLSAFE))

add("ai/claude-mcp-add-neon-positional", """$ claude mcp add neon -- npx -y @neondatabase/mcp-server-neon start {0}
Added stdio MCP server neon with command: npx -y @neondatabase/mcp-server-neon start {0} to local config""", "napi_" + r(60, LOWER_NUM))

add("ai/claude-mcp-add-env-flag-slack", """$ claude mcp add slack -s project -e SLACK_BOT_TOKEN={0} -e SLACK_TEAM_ID=T04AB12CD -- npx -y @modelcontextprotocol/server-slack
Added stdio MCP server slack to project config
File modified: /home/dev/app/.mcp.json""", "xoxb-" + r(12, DIGITS) + "-" + r(13, DIGITS) + "-" + r(24))

add("ai/codex-config-toml-mcp-env", """# ~/.codex/config.toml
model = "o4-mini"
approval_policy = "on-request"

[mcp_servers.sentry]
command = "npx"
args = ["-y", "@sentry/mcp-server@latest"]
env = { "SENTRY_ACCESS_TOKEN" = "{0}", "SENTRY_HOST" = "sentry.internal.example.com" }""", "sntryu_" + hx(64))

add("ai/gemini-cli-settings-headers", """~/.gemini/settings.json
{
  "theme": "GitHub",
  "mcpServers": {
    "tickets": {
      "httpUrl": "https://tickets.example.io/mcp",
      "headers": { "X-API-Key": "{0}" },
      "timeout": 15000
    }
  }
}""", r(12, LOWER_NUM) + "." + r(32, ALNUM))

add("ai/german-chat-tavily-key", """Hier der Tavily-Schlüssel für den Recherche-Agenten, bitte nur lokal in die .env eintragen: {0}
Der alte Key ist ab Freitag gesperrt.""", "tvly-dev-" + r(32))

add("ai/german-azure-key-portal", """Kurze Info vom Plattform-Team: Schlüssel 1 aus dem Azure-Portal (Ressource oai-weu-prod, Region westeurope) lautet {0}. Endpoint ist https://oai-weu-prod.openai.azure.com/. Bitte nicht in Confluence kopieren.""", hx(32))

add("ai/chinese-gateway-admin-password", """运维群消息：内部大模型网关（new-api）管理后台已上线，地址 https://llm-gw.intra.example.cn ，账号 root，初始密码 {0} ，登录后请立即修改。""", hpw())

add("ai/open-webui-secret-key-env", """# open-webui .env
WEBUI_NAME=Acme Chat
WEBUI_SECRET_KEY={0}
ENABLE_OLLAMA_API=true
OLLAMA_BASE_URLS=http://ollama-1:11434;http://ollama-2:11434""", r(32, URLSAFE))

add("ai/litellm-ui-password-compose", """  litellm:
    image: ghcr.io/berriai/litellm:main-stable
    environment:
      LITELLM_MASTER_KEY: ${LITELLM_MASTER_KEY}
      UI_USERNAME: admin
      UI_PASSWORD: {0}
      STORE_MODEL_IN_DB: "True\"""", hpw())

add("ai/langfuse-selfhost-encryption-key", """# docker-compose.override.yml for self-hosted Langfuse v3
services:
  langfuse-web:
    environment:
      NEXTAUTH_URL: https://langfuse.internal.example.com
      SALT: ${LANGFUSE_SALT}
      ENCRYPTION_KEY: {0}
      TELEMETRY_ENABLED: "false\"""", hx(64))

add("ai/langfuse-init-project-secret", """LANGFUSE_INIT_ORG_ID=acme
LANGFUSE_INIT_PROJECT_ID=support-bot
LANGFUSE_INIT_PROJECT_PUBLIC_KEY={1}
LANGFUSE_INIT_PROJECT_SECRET_KEY={0}
LANGFUSE_INIT_USER_EMAIL=ml-platform@acme.example""", lf_sk(), lf_pk())

add_split("ai/split-key-two-chat-messages", """[10:41] priya: ok the portkey key is in two halves because slack keeps unfurling it
[10:41] priya: first: {0}
[10:42] priya: second: {1}
[10:42] priya: just concat them""", r(16, ALNUM), r(16, ALNUM))

add_split("ai/split-openai-key-wrapped-terminal", """$ grep OPENAI .env.local
OPENAI_API_KEY={0}
{1}
{2}""", "sk-proj-" + r(72, URLSAFE), r(80, URLSAFE), r(4, URLSAFE) + "T3BlbkFJ" + r(20, URLSAFE))

add_split("ai/split-env-concat-anthropic", """# keys.py - split so the pre-commit scanner stops complaining (sigh)
_A = "sk-ant-api03-{0}"
_B = "{1}AA"
ANTHROPIC_API_KEY = _A + _B""", r(43, URLSAFE), r(43, URLSAFE))

add("ai/basic-auth-b64-ollama-proxy-log", """2025/03/04 08:15:22 [info] 1207#1207: *88 client 10.0.4.17 sent header "Authorization: Basic {0}" while reading client request headers, server: ollama.lab.example.org, request: "POST /api/chat HTTP/1.1\"""", base64.b64encode(("llmuser:" + hpw()).encode()).decode())

add("ai/k8s-secret-b64-openai", """apiVersion: v1
kind: Secret
metadata:
  name: rag-api-llm
  namespace: rag
type: Opaque
data:
  OPENAI_API_KEY: {0}
  OPENAI_ORG_ID: b3JnLUFjbWVQbGF0Zm9ybQ==""", base64.b64encode(oai_proj().encode()).decode())

add("ai/modal-token-set", """$ modal token set --token-id ak-{1} --token-secret {0} --profile=acme-ml
Verifying token against https://api.modal.com
Token verified successfully!
Token written to /home/ci/.modal.toml in profile acme-ml.""", "as-" + r(22), r(22))

add("ai/baseten-api-key-header", """resp = requests.post(
    "https://model-{1}.api.baseten.co/environments/production/predict",
    headers={"Authorization": "Api-Key {0}"},
    json={"prompt": "Summarize:", "max_new_tokens": 256},
)""", r(8) + "." + r(32), r(8, LOWER_NUM))

add("ai/sambanova-uuid-key", """SAMBANOVA_API_KEY={0}
SAMBANOVA_BASE_URL=https://api.sambanova.ai/v1
MODEL=Meta-Llama-3.3-70B-Instruct""", uuid4())

add("ai/opik-config-file", """$ cat ~/.opik.config
[opik]
url_override = https://www.comet.com/opik/api/
workspace = acme-ml
api_key = {0}""", r(25, ALNUM))

add("ai/logfire-token-env", """LOGFIRE_TOKEN={0}
LOGFIRE_SERVICE_NAME=pydantic-agent
LOGFIRE_ENVIRONMENT=staging""", "pylf_v1_eu_" + r(48, ALNUM))

add("ai/traceloop-init-api-key", """from traceloop.sdk import Traceloop
Traceloop.init(app_name="ticket-triage", api_key="{0}", disable_batch=True)""", "tl_" + hx(32))

add("ai/arize-register-api-key", """from arize.otel import register
tracer_provider = register(
    space_id="{1}",
    api_key="{0}",
    project_name="agent-evals",
)""", "ak-" + uuid4() + "-" + r(32, ALNUM), b64(12))

add("ai/gradio-launch-auth-tuple", """demo = gr.ChatInterface(fn=respond, title="Internal RAG demo")
demo.launch(server_name="0.0.0.0", share=True, auth=("demo", "{0}"))""", hpw())

add("ai/gemini-key-query-param", """$ curl "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent?key={0}" -H 'Content-Type: application/json' -X POST -d '{"contents":[{"parts":[{"text":"Explain RAG in one line"}]}]}'""", "AIza" + r(35, URLSAFE))

add("ai/openai-admin-key-usage-api", """curl "https://api.openai.com/v1/organization/usage/completions?start_time=1735689600&bucket_width=1d" \\
  -H "Authorization: Bearer {0}" \\
  -H "Content-Type: application/json\"""", "sk-admin-" + r(70, URLSAFE))

add("ai/anthropic-admin-key-workspaces", """$ curl https://api.anthropic.com/v1/organizations/workspaces --header "anthropic-version: 2023-06-01" --header "x-api-key: {0}"
{"data":[{"id":"wrkspc_{1}","name":"Default","created_at":"2024-10-30T23:58:27.427722Z"}],"has_more":false}""", "sk-ant-admin01-" + r(86, URLSAFE) + "AA", r(24))

add("ai/github-models-pat-openai-client", """# GitHub Models via the OpenAI SDK
client = OpenAI(
    base_url="https://models.github.ai/inference",
    api_key="{0}",
)""", "github_pat_" + r(22) + "_" + r(59))

add("ai/mcp-tools-call-echo-with-key", """{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"http_request","arguments":{"url":"https://api.together.xyz/v1/models","method":"GET","headers":{"Authorization":"Bearer {0}"}}}}""", hx(64))

add("ai/perplexity-prose-english", """user: can you wire up the search tool? use this perplexity key for now {0} and I'll move it into doppler tonight""", "pplx-" + r(48))


# ============================================================ look-alikes
la("""{
  "mcpServers": {
    "filesystem": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-filesystem", "/Users/mara/Desktop", "/Users/mara/code"]
    },
    "memory": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-memory"] }
  }
}""")

la(""".vscode/mcp.json
{
  "inputs": [
    { "type": "promptString", "id": "perplexity-key", "description": "Perplexity API Key", "password": true }
  ],
  "servers": {
    "perplexity-ask": {
      "type": "stdio",
      "command": "npx",
      "args": ["-y", "server-perplexity-ask"],
      "env": { "PERPLEXITY_API_KEY": "${input:perplexity-key}" }
    }
  }
}""")

la("""// .cursor/mcp.json
{
  "mcpServers": {
    "brave-search": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-brave-search"],
      "env": { "BRAVE_API_KEY": "${env:BRAVE_API_KEY}" }
    }
  }
}""")

la("""models:
  - name: Claude
    provider: anthropic
    model: claude-sonnet-4-20250514
    apiKey: ${{ secrets.ANTHROPIC_API_KEY }}
  - name: Local Qwen
    provider: ollama
    model: qwen2.5-coder:1.5b-base
    apiBase: http://localhost:11434
    roles: [autocomplete]""")

la("""// ~/.config/zed/settings.json
{
  "language_models": {
    "ollama": { "api_url": "http://localhost:11434" },
    "openai": { "api_url": "https://api.openai.com/v1", "available_models": [{ "name": "gpt-4.1", "max_tokens": 1047576 }] }
  },
  "agent": { "default_model": { "provider": "zed.dev", "model": "claude-sonnet-4" } }
}""")

la("""# .aider.conf.yml
model: anthropic/claude-sonnet-4-20250514
weak-model: anthropic/claude-3-5-haiku-20241022
# API keys come from ~/.env (ANTHROPIC_API_KEY), never put them in this file
env-file: ~/.env
auto-commits: false
map-tokens: 2048""")

la("""Aider v0.86.1
Main model: anthropic/claude-sonnet-4-20250514 with diff edit format, infinite output
Weak model: anthropic/claude-3-5-haiku-20241022
Git repo: .git with 412 files
Repo-map: using 4096 tokens, auto refresh
Cost: $0.0213 message, $0.1842 session.
Tokens: 6.1k sent, 1.2k received.""")

la("""import getpass, os
from langchain_openai import ChatOpenAI

if "OPENAI_API_KEY" not in os.environ:
    os.environ["OPENAI_API_KEY"] = getpass.getpass("OpenAI API key: ")
llm = ChatOpenAI(model="gpt-4o-mini", temperature=0)""")

la("""View trace in LangSmith: https://smith.langchain.com/o/{0}/projects/p/{1}/r/{2}?trace_id={2}&start_time=2025-03-01T09:12:44.118302""", uuid4(), uuid4(), uuid4())

la("""// web/src/langfuse.ts - browser SDK only gets the PUBLIC key; the secret key stays on the server
import { LangfuseWeb } from "langfuse";

export const langfuseWeb = new LangfuseWeb({
  publicKey: "{0}",
  baseUrl: "https://cloud.langfuse.com",
});""", lf_pk())

la("""{"id":"{0}","timestamp":"2025-02-27T14:03:11.201Z","name":"support-bot","userId":"u_4412","sessionId":"sess-{1}","observations":["{2}","{3}"],"totalCost":0.00184,"latency":2.31,"usage":{"input":1412,"output":233,"total":1645}}""", uuid4(), r(8, LOWER_NUM), uuid4(), uuid4())

la("""model_list:
  - model_name: gpt-4o
    litellm_params:
      model: azure/gpt-4o-prod
      api_base: os.environ/AZURE_API_BASE
      api_key: os.environ/AZURE_API_KEY
      api_version: "2024-10-21"
general_settings:
  master_key: os.environ/LITELLM_MASTER_KEY
  database_url: os.environ/DATABASE_URL""")

la("""$ curl -s 'http://localhost:4000/key/info?key=$KEY' -H "Authorization: Bearer $LITELLM_MASTER_KEY" | jq .info
{
  "key_name": "sk-...{0}",
  "key_alias": "intern-bot",
  "token": "{1}",
  "spend": 3.4127,
  "max_budget": 20.0,
  "models": ["gpt-4o-mini"],
  "expires": null
}""", r(4), hx(64))

la("""{"id":"gen-{0}-{1}","provider":"Anthropic","model":"anthropic/claude-sonnet-4","object":"chat.completion","created":1740823411,"choices":[{"finish_reason":"stop","message":{"role":"assistant","content":"pong"}}],"usage":{"prompt_tokens":9,"completion_tokens":4,"total_tokens":13}}""", r(10, DIGITS), r(20, ALNUM))

la("""{
  "id": "chatcmpl-{0}",
  "object": "chat.completion",
  "created": 1741001021,
  "model": "gpt-4o-2024-08-06",
  "system_fingerprint": "fp_{1}",
  "choices": [{"index": 0, "message": {"role": "assistant", "content": "Done."}, "finish_reason": "stop"}],
  "usage": {"prompt_tokens": 523, "completion_tokens": 3, "total_tokens": 526, "prompt_tokens_details": {"cached_tokens": 384}}
}""", r(29, ALNUM), hx(10))

la("""{"id":"msg_{0}","type":"message","role":"assistant","model":"claude-sonnet-4-20250514","content":[{"type":"tool_use","id":"toolu_{1}","name":"read_file","input":{"path":"src/config.ts"}}],"stop_reason":"tool_use","usage":{"input_tokens":2210,"output_tokens":61,"cache_read_input_tokens":1980}}""", r(24, ALNUM), r(24, ALNUM))

la("""data: {"id":"chatcmpl-{0}","object":"chat.completion.chunk","created":1741001102,"model":"gpt-4o-mini-2024-07-18","system_fingerprint":"fp_{1}","choices":[{"index":0,"delta":{"content":"Sure"},"finish_reason":null}]}

data: {"id":"chatcmpl-{0}","object":"chat.completion.chunk","created":1741001102,"model":"gpt-4o-mini-2024-07-18","system_fingerprint":"fp_{1}","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}

data: [DONE]""", r(29, ALNUM), hx(10))

la("""curl https://api.openai.com/v1/chat/completions \\
  -H "Content-Type: application/json" \\
  -H "Authorization: Bearer $OPENAI_API_KEY" \\
  -d '{"model": "gpt-4.1-mini", "messages": [{"role": "user", "content": "Say hi"}]}'""")

la("""{
  "type": "Microsoft.Web/sites/config",
  "properties": {
    "AZURE_OPENAI_ENDPOINT": "https://contoso-ai-weu.openai.azure.com/",
    "AZURE_OPENAI_DEPLOYMENT": "gpt-4o-mini",
    "AZURE_OPENAI_API_VERSION": "2024-10-21",
    "AZURE_OPENAI_API_KEY": "@Microsoft.KeyVault(SecretUri=https://kv-ai-weu.vault.azure.net/secrets/aoai-key/)"
  }
}""")

la("""$ aws bedrock-runtime converse --profile ml-dev --region us-west-2 \\
    --model-id arn:aws:bedrock:us-west-2:{0}:inference-profile/us.anthropic.claude-3-7-sonnet-20250219-v1:0 \\
    --messages '[{"role":"user","content":[{"text":"hi"}]}]'
{"output":{"message":{"role":"assistant","content":[{"text":"Hello!"}]}},"stopReason":"end_turn","usage":{"inputTokens":8,"outputTokens":5,"totalTokens":13},"metrics":{"latencyMs":611}}""", r(12, DIGITS))

la("""$ curl -X POST -H "Authorization: Bearer $(gcloud auth print-access-token)" -H "Content-Type: application/json" \\
  "https://us-central1-aiplatform.googleapis.com/v1/projects/acme-genai-prod/locations/us-central1/publishers/google/models/gemini-2.5-flash:generateContent" \\
  -d @request.json""")

la("""$ huggingface-cli whoami
jkowalski
orgs:  acme-ml,acme-research
$ hf auth login
    To log in, `huggingface_hub` requires a token generated from https://huggingface.co/settings/tokens .
Enter your token (input will not be visible):""")

la("""Downloading model.safetensors: 100%|##########| 2.47G/2.47G [00:41<00:00, 59.6MB/s]
'/home/ci/.cache/huggingface/hub/models--meta-llama--Llama-3.2-1B-Instruct/snapshots/{0}/model.safetensors'""", sha())

la("""sha256 checksums (model-00001-of-00004.safetensors .. 00004)
{0}  model-00001-of-00004.safetensors
{1}  model-00002-of-00004.safetensors
{2}  model-00003-of-00004.safetensors
{3}  model-00004-of-00004.safetensors""", hx(64), hx(64), hx(64), hx(64))

la("""$ ollama list
NAME                       ID              SIZE      MODIFIED
qwen2.5-coder:7b           {0}    4.7 GB    3 days ago
llama3.2:3b                {1}    2.0 GB    2 weeks ago
nomic-embed-text:latest    {2}    274 MB    2 weeks ago""", hx(12), hx(12), hx(12))

la("""server {
    listen 443 ssl;
    server_name ollama.lab.example.org;
    location / {
        auth_basic           "Ollama";
        auth_basic_user_file /etc/nginx/htpasswd.ollama;
        proxy_pass           http://127.0.0.1:11434;
        proxy_set_header     Host localhost:11434;
        proxy_read_timeout   300s;
    }
}""")

la("""ExecStart=/opt/vllm/bin/vllm serve Qwen/Qwen2.5-7B-Instruct --port 8001 --api-key ${VLLM_API_KEY} --max-model-len 16384
EnvironmentFile=/etc/vllm/vllm.env""")

la("""# LM Studio's local server accepts any key; the SDK just needs a non-empty string
client = OpenAI(base_url="http://localhost:1234/v1", api_key="lm-studio")""")

la("""# Ollama's OpenAI-compatible endpoint ignores the key, but the client requires one
client = OpenAI(base_url="http://localhost:11434/v1", api_key="ollama")
resp = client.chat.completions.create(model="llama3.2", messages=[{"role": "user", "content": "hi"}])""")

la("""$ pc index describe --name docs
Name:        docs
Dimension:   1536
Metric:      cosine
Host:        docs-{0}.svc.aped-4627-b74a.pinecone.io
Spec:        serverless (aws, us-east-1)
Status:      Ready
Deletion protection: enabled""", r(7, LOWER_NUM))

la("""{"result":{"status":"green","optimizer_status":"ok","indexed_vectors_count":182340,"points_count":182340,"segments_count":6,"config":{"params":{"vectors":{"size":1024,"distance":"Cosine"},"shard_number":2,"replication_factor":2}}},"status":"ok","time":0.000154}""")

la("""client.collections.create(
    "Article",
    vectorizer_config=Configure.Vectorizer.text2vec_openai(model="text-embedding-3-small", dimensions=1536),
    generative_config=Configure.Generative.openai(model="gpt-4o-mini"),
)
# X-OpenAI-Api-Key is passed per request from the OPENAI_API_KEY env var""")

la(""">>> client.list_collections()
[Collection(id=UUID('{0}'), name='support-kb'), Collection(id=UUID('{1}'), name='faq-de')]""", uuid4(), uuid4())

la("""# promptfooconfig.yaml
providers:
  - id: openai:chat:gpt-4o-mini
    config:
      apiKey: '{{ env.OPENAI_API_KEY }}'
  - id: bedrock:anthropic.claude-3-5-haiku-20241022-v1:0
    config:
      region: us-west-2
defaultTest:
  options:
    provider: openai:chat:gpt-4o""")

la("""┌──────────────────────────┬──────────────────────────┬──────────────────────────┐
│ article                  │ [openai:gpt-4o-mini]     │ [anthropic:haiku]        │
├──────────────────────────┼──────────────────────────┼──────────────────────────┤
│ fixtures/a1.md           │ [PASS] The refund ...    │ [FAIL] Expected mention  │
└──────────────────────────┴──────────────────────────┴──────────────────────────┘
Eval id: eval-{0}-2025-03-02T10:11:09
Tokens: 18,204 total (prompt 15,990, completion 2,214)
Pass rate: 83.33%""", r(3, ALNUM))

la("""# evals/registry/evals/refund-policy.yaml
refund-policy:
  id: refund-policy.dev.v0
  description: Checks that answers cite the 30 day refund window
  metrics: [accuracy]
refund-policy.dev.v0:
  class: evals.elsuite.basic.match:Match
  args:
    samples_jsonl: refund_policy/samples.jsonl""")

la("""{"role":"assistant","content":null,"tool_calls":[{"id":"call_{0}","type":"function","function":{"name":"search_docs","arguments":"{\\"query\\": \\"api key rotation\\", \\"top_k\\": 5}"}}]}""", r(24, ALNUM))

la("""{"parentUuid":"{0}","isSidechain":false,"userType":"external","cwd":"/home/dev/app","sessionId":"{1}","version":"1.0.61","type":"assistant","message":{"id":"msg_{2}","model":"claude-sonnet-4-20250514","content":[{"type":"tool_use","id":"toolu_{3}","name":"Bash","input":{"command":"npm test"}}]},"requestId":"req_{4}","uuid":"{5}"}""", uuid4(), uuid4(), r(24), r(24), r(24), uuid4())

la("""The OpenAI key in the staging vault ends in ...7Qx2, the one in prod ends in ...mP0a, so the 401s come from staging using the prod name. Nothing to paste here, just swap the secret reference.""")

la("""Please don't paste the Groq key into this chat. It's in 1Password under "Groq / prod / agent-runner"; the CI job reads it through `op read op://ml-platform/groq-prod/credential`.""")

la("""Zur Info: Den API-Schlüssel für Azure OpenAI bitte nie ins Repo committen. Lokal setzt ihr AZURE_OPENAI_API_KEY über `az keyvault secret show --vault-name kv-ai-weu --name aoai-key --query value -o tsv`, in der Pipeline kommt er aus der Variable Group "ai-prod".""")

la("""配置说明：请在终端执行 export DASHSCOPE_API_KEY="你的API Key"，不要把密钥写进代码。模型名使用 qwen-plus，接口地址为 https://dashscope.aliyuncs.com/compatible-mode/v1 。""")

la("""lm = dspy.LM("openai/gpt-4o-mini", api_key=os.environ["OPENAI_API_KEY"], cache=True)
dspy.configure(lm=lm)
optimized = dspy.MIPROv2(metric=exact_match, auto="light").compile(program, trainset=train[:200])""")

la("""# config/agents.yaml
researcher:
  role: >
    Senior market researcher
  goal: >
    Find the three closest competitors of {company}
  backstory: >
    You have ten years of experience in B2B SaaS analysis.
  llm: openai/gpt-4o-mini""")

la("""OAI_CONFIG_LIST.example
[
  { "model": "gpt-4o", "api_key": "<your OpenAI API key here>" },
  { "model": "gpt-4o", "api_key": "<your Azure OpenAI API key here>", "base_url": "<your Azure OpenAI endpoint>", "api_type": "azure", "api_version": "2024-10-21" }
]""")

la("""{
  "AzureOpenAI": {
    "Endpoint": "https://fabrikam-ai.openai.azure.com/",
    "DeploymentName": "gpt-4o-prod",
    "ApiKey": ""
  }
}
// run: dotnet user-secrets set "AzureOpenAI:ApiKey" "<key>"  (never commit it)""")

la("""generator = HuggingFaceAPIGenerator(
    api_type="serverless_inference_api",
    api_params={"model": "HuggingFaceH4/zephyr-7b-beta"},
    token=Secret.from_env_var("HF_API_TOKEN"),
)""")

la("""RunUsage(requests=3, input_tokens=2841, output_tokens=412, details={'reasoning_tokens': 128, 'cached_tokens': 1024}, tool_calls=2)""")

la("""import { openai } from '@ai-sdk/openai';
import { generateText } from 'ai';

// createOpenAI reads process.env.OPENAI_API_KEY by default
const { text, usage } = await generateText({ model: openai('gpt-4.1-mini'), prompt: 'Summarize the changelog' });
console.log(usage); // { inputTokens: 812, outputTokens: 96, totalTokens: 908 }""")

la("""export const weatherAgent = new Agent({
  name: 'Weather Agent',
  instructions: 'You are a helpful weather assistant.',
  model: openai('gpt-4o-mini'),
  tools: { weatherTool },
  memory: new Memory({ storage: new LibSQLStore({ url: 'file:../mastra.db' }) }),
});""")

la("""🔭 OpenTelemetry Tracing Details 🔭
|  Phoenix Project: retrieval-v2
|  Span Processor: SimpleSpanProcessor
|  Collector Endpoint: https://app.phoenix.arize.com/s/acme-ml/v1/traces
|  Transport: HTTP + protobuf
|  Transport Headers: {'api_key': '****'}""")

la("""🖇 AgentOps: Session Replay: https://app.agentops.ai/sessions?trace_id={0}
🖇 AgentOps: Session Stats - Duration: 41.2s | Cost: $0.0193 | LLMs: 7 | Tools: 3 | Actions: 0 | Errors: 0""", hx(32))

la("""< HTTP/2 200
< content-type: application/json
< helicone-id: {0}
< helicone-cache: MISS
< x-request-id: req_{1}
< openai-processing-ms: 842""", uuid4(), hx(32))

la("""Experiment summarize-{0} is running at https://www.braintrust.dev/app/acme/p/summaries/experiments/summarize-{0}
=========================SUMMARY=========================
83.21% 'Factuality' score
4.12s 'duration'
See results for summarize-{0} at https://www.braintrust.dev/app/acme/p/summaries/experiments/summarize-{0}""", r(8, LOWER_NUM))

la("""# wrangler.toml
name = "chat-edge"
main = "src/index.ts"
compatibility_date = "2025-02-14"
account_id = "{0}"

[ai]
binding = "AI"

[vars]
AI_GATEWAY_ID = "prod-gw\"""", hx(32))

la("""< HTTP/1.1 429 Too Many Requests
< apim-request-id: {0}
< x-ms-region: West Europe
< retry-after: 7
< x-ratelimit-remaining-tokens: 0
{"error":{"code":"429","message":"Requests to the ChatCompletions_Create Operation under Azure OpenAI API version 2024-10-21 have exceeded token rate limit of your current OpenAI S0 pricing tier."}}""", uuid4())

la("""diff --git a/src/llm.py b/src/llm.py
@@ -4,7 +4,7 @@ from openai import OpenAI
-client = OpenAI(api_key=settings.openai_key)
+client = OpenAI(api_key=os.environ["OPENAI_API_KEY"], organization=os.getenv("OPENAI_ORG_ID"))
 MODEL = "gpt-4o-mini\"""")

la("""[0.01234171, -0.02811654, 0.00412290, 0.03377001, -0.01102987, ... 1531 more]  # text-embedding-3-small, dim=1536, norm=1.0000""")

la("""2025-03-02T10:11:09.812Z INFO llm.call model=claude-3-5-haiku-20241022 input_tokens=1412 output_tokens=233 cache_read=1024 latency_ms=1840 cost_usd=0.00204 request_id=req_{0}""", r(24))

la("""prompt_cache_key = sha256(system_prompt + tools_json).hexdigest()
# -> '{0}'
cache.set(f"prompt:{prompt_cache_key}", rendered, ttl=3600)""", hx(64))

la("""< x-ratelimit-limit-requests: 14400
< x-ratelimit-limit-tokens: 6000
< x-ratelimit-remaining-requests: 14371
< x-ratelimit-remaining-tokens: 5412
< x-ratelimit-reset-requests: 2m59.56s
< x-groq-region: us-east-1
< x-request-id: req_{0}""", r(26, LOWER_NUM))

la("""上传成功：file_id = "{0}"，filename = "合同.pdf"，purpose = "file-extract"。Kimi 会在下一轮对话中读取该文件。""", r(20, LOWER_NUM))

la("""{"id":"{0}","request_id":"{1}","created":1741000511,"model":"glm-4-plus","choices":[{"index":0,"finish_reason":"stop","message":{"role":"assistant","content":"你好！"}}],"usage":{"prompt_tokens":6,"completion_tokens":4,"total_tokens":10}}""", r(19, DIGITS), r(19, DIGITS))

la("""千帆控制台 → 应用接入：应用名 support-bot，AppID {0}，模型服务 ERNIE-4.0-8K。API Key 和 Secret Key 只在创建时显示一次，请保存到公司密码库，不要发到群里。""", r(8, DIGITS))

la("""{"id":"{0}","model":"black-forest-labs/flux-schnell","version":"{1}","status":"succeeded","metrics":{"predict_time":1.21},"urls":{"get":"https://api.replicate.com/v1/predictions/{0}"}}""", r(26, LOWER_NUM), hx(64))

la("""model = "accounts/fireworks/models/llama-v3p1-70b-instruct"  # serverless
deployment = "accounts/acme-ml/deployments/{0}"  # dedicated, see fireworks console""", r(8, LOWER_NUM))

la("""# Pin the exact revision we evaluated, not "main"
tokenizer = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-7B-Instruct", revision="{0}")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-7B-Instruct", revision="{0}", torch_dtype="auto")""", sha())

la("""docker run -i --rm -e GITHUB_PERSONAL_ACCESS_TOKEN -e GITHUB_TOOLSETS="repos,issues,pull_requests" ghcr.io/github/github-mcp-server
# GITHUB_PERSONAL_ACCESS_TOKEN is passed through from the host environment""")

la("""{
  "mcpServers": {
    "github": {
      "command": "docker",
      "args": ["run", "-i", "--rm", "-e", "GITHUB_PERSONAL_ACCESS_TOKEN", "ghcr.io/github/github-mcp-server"],
      "env": { "GITHUB_PERSONAL_ACCESS_TOKEN": "${env:GITHUB_PERSONAL_ACCESS_TOKEN}" }
    }
  }
}""")

la("""# ~/.config/goose/config.yaml
GOOSE_PROVIDER: anthropic
GOOSE_MODEL: claude-sonnet-4-20250514
GOOSE_MODE: smart_approve
extensions:
  developer:
    enabled: true
    type: builtin
# ANTHROPIC_API_KEY is stored in the system keyring (service: goose)""")

la("""cline_mcp_settings.json
{
  "mcpServers": {
    "sqlite": {
      "command": "uvx",
      "args": ["mcp-server-sqlite", "--db-path", "/home/dev/app/data/dev.db"],
      "disabled": false,
      "autoApprove": ["read_query", "list_tables"]
    }
  }
}""")

la("""# ~/.codex/config.toml
model = "gpt-5"
model_provider = "azure"

[model_providers.azure]
name = "Azure"
base_url = "https://acme-oai.openai.azure.com/openai"
env_key = "AZURE_OPENAI_API_KEY"
query_params = { api-version = "2025-04-01-preview" }""")

la("""{
  "mcpServers": {
    "tickets": {
      "httpUrl": "https://tickets.example.io/mcp",
      "headers": { "X-API-Key": "$TICKETS_API_KEY" },
      "trust": false
    }
  }
}""")

la("""# .env.example - copy to .env and fill in
OPENAI_API_KEY=sk-proj-REPLACE_ME
ANTHROPIC_API_KEY=sk-ant-xxxxxxxxxxxxxxxx
HF_TOKEN=hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
LANGFUSE_PUBLIC_KEY=pk-lf-...
LANGFUSE_SECRET_KEY=sk-lf-...
PINECONE_API_KEY=<your-pinecone-key>""")

la("""SELECT request_id, api_key, model, spend, total_tokens FROM "LiteLLM_SpendLogs" ORDER BY "startTime" DESC LIMIT 2;
 request_id                                 | api_key                                                          | model       | spend    | total_tokens
--------------------------------------------+------------------------------------------------------------------+-------------+----------+-------------
 chatcmpl-{0} | {1} | gpt-4o-mini | 0.000231 |          812
 chatcmpl-{2} | {1} | gpt-4o-mini | 0.000187 |          640
(2 rows)
-- api_key holds the sha256 hash of the virtual key, LiteLLM never stores the key itself""", uuid4(), hx(64), uuid4())

la("""$ curl -s https://mcp.acme.example/.well-known/jwks.json
{"keys":[{"kty":"RSA","use":"sig","alg":"RS256","kid":"{0}","n":"{1}","e":"AQAB"}]}""", r(16, LOWER_NUM), b64url(256))

la("""{
  "issuer": "https://auth.acme.example",
  "authorization_endpoint": "https://auth.acme.example/oauth/authorize",
  "token_endpoint": "https://auth.acme.example/oauth/token",
  "registration_endpoint": "https://auth.acme.example/oauth/register",
  "code_challenge_methods_supported": ["S256"],
  "grant_types_supported": ["authorization_code", "refresh_token"],
  "token_endpoint_auth_methods_supported": ["none", "client_secret_post"]
}""")

la("""--> {"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{"roots":{"listChanged":true}},"clientInfo":{"name":"claude-code","version":"1.0.61"}}}
<-- {"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2025-06-18","capabilities":{"tools":{"listChanged":false}},"serverInfo":{"name":"postgres","version":"0.6.2"}}}""")

la("""FROM qwen2.5-coder:7b
# base blob sha256:{0}
PARAMETER temperature 0.2
PARAMETER num_ctx 16384
SYSTEM You are a senior Go reviewer. Answer with diffs only.""", hx(64))

la("""Open WebUI: if WEBUI_SECRET_KEY is not set, the container generates one on first start and writes it to /app/backend/data/.webui_secret_key, so keep that volume or all sessions are logged out after an upgrade.""")

la("""apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: rag-api-llm
spec:
  refreshInterval: 1h
  secretStoreRef: { name: aws-sm, kind: ClusterSecretStore }
  target: { name: rag-api-llm }
  data:
    - secretKey: OPENAI_API_KEY
      remoteRef: { key: prod/rag-api/openai, property: api_key }""")

la("""In [2]: os.environ["ANTHROPIC_API_KEY"] = getpass.getpass("Anthropic key: ")
Anthropic key: ········
In [3]: print("key set:", bool(os.environ.get("ANTHROPIC_API_KEY")), "len:", len(os.environ["ANTHROPIC_API_KEY"]))
key set: True len: 108""")

la("""[2025-03-02 10:20:11][INFO]: Task started: {0} (Research competitors)
[2025-03-02 10:20:44][INFO]: Task completed: {0} in 33.1s, tokens=8123, successful_requests=4
[2025-03-02 10:20:44][INFO]: Crew execution id {1} finished""", uuid4(), uuid4())

la("""config = {"configurable": {"thread_id": "support-{0}", "checkpoint_ns": "", "checkpoint_id": "{1}"}}
state = graph.get_state(config)
print(state.next, state.metadata["step"])""", r(6, DIGITS), uuid4())

la("""DEBUG request headers: {'Authorization': 'Bearer sk-proj-****************************8f2Q', 'OpenAI-Organization': 'org-{0}', 'User-Agent': 'OpenAI/Python 1.66.3'}""", r(24, ALNUM))

la("""DeepSeek 的缓存命中价格更低：prompt_cache_hit_tokens 计费约为未命中的十分之一。我们这周统计的命中率是 93.7%，主要来自固定的 system prompt。""")

la("""Hinweis für das Team: Die Embedding-Dimension von text-embedding-3-large ist 3072; für pgvector reicht halfvec(3072). Bitte die Spalte nicht mit vector(1536) anlegen.""")

la("""{"role":"user","content":[{"type":"image_url","image_url":{"url":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA{0}"}},{"type":"text","text":"What does this chart show?"}]}""", b64(60))

la("""Langfuse → Settings → API Keys
  Public Key   {0}
  Secret Key   sk-lf-••••••••••••••••••••••••
  Host         https://cloud.langfuse.com
  Created      2025-01-14 by ml-platform@acme.example""", lf_pk())

la("""$ pc api-key list --project-id {0}
NAME            ID                                      ROLES         VALUE
ci-readonly     {1}    IndexRead     pcsk_*****_************
agent-writer    {2}    ProjectEditor pcsk_*****_************""", uuid4(), uuid4(), uuid4())

la("""INFO 03-02 11:20:44 api_server.py:1090] Starting vLLM API server on http://0.0.0.0:8001
INFO 03-02 11:20:44 launcher.py:28] Available routes are: /v1/models, /v1/chat/completions, /v1/completions, /v1/embeddings
INFO 03-02 11:20:44 api_server.py:1095] API key authentication is enabled (key from VLLM_API_KEY)""")

la("""{"id":"batch_{0}","object":"batch","endpoint":"/v1/chat/completions","input_file_id":"file-{1}","output_file_id":"file-{2}","status":"completed","request_counts":{"total":5000,"completed":4998,"failed":2}}""", hx(32), r(22, ALNUM), r(22, ALNUM))

la("""assistant = asst_{0}
thread    = thread_{1}
vector_store = vs_{2}
run       = run_{3}   status=completed  usage.total_tokens=4102""", r(24, ALNUM), r(24, ALNUM), r(24, ALNUM), r(24, ALNUM))

la("""user: the Anthropic key leaked in the screen share, can you rotate it?
assistant: I can't rotate it from here. Go to console.anthropic.com → Settings → API Keys, disable the key named "agent-runner-prod", create a new one and update the ANTHROPIC_API_KEY secret in the GitHub environment "production". I won't need to see the new value.""")

la("""$ claude mcp list
Checking MCP server health...

github: docker run -i --rm -e GITHUB_PERSONAL_ACCESS_TOKEN ghcr.io/github/github-mcp-server - ✓ Connected
postgres: npx -y @modelcontextprotocol/server-postgres postgresql://localhost/devdb - ✓ Connected
sentry: https://mcp.sentry.dev/mcp (HTTP) - ⚠ Needs authentication""")

la("""from arize.otel import register
tracer_provider = register(
    space_id=os.environ["ARIZE_SPACE_ID"],
    api_key=os.environ["ARIZE_API_KEY"],
    project_name="agent-evals",
)""")

la("""# gradio: auth comes from a function that checks our SSO session, no shared password
demo.launch(server_name="0.0.0.0", auth=check_sso_session, auth_message="Log in with your Acme account")""")

la("""$ modal token new --profile acme-ml
Launching login page in your browser window...
Web authentication finished successfully!
Token is connected to the acme-ml workspace.
Token written to /home/dev/.modal.toml in profile acme-ml.""")

la("""{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"{\\"data\\":[{\\"id\\":\\"Qwen/Qwen2.5-72B-Instruct-Turbo\\",\\"type\\":\\"chat\\"},{\\"id\\":\\"BAAI/bge-large-en-v1.5\\",\\"type\\":\\"embedding\\"}]}"}],"isError":false}}""")

la("""| Variable              | Where it comes from                       | Example                  |
|-----------------------|-------------------------------------------|--------------------------|
| QDRANT_URL            | Qdrant Cloud cluster page                 | https://xyz.cloud.qdrant.io:6333 |
| QDRANT_API_KEY        | Cluster → API Keys → Create (shown once)  | `<paste here>`           |
| EMBEDDING_DIM         | model card                                | 1024                     |""")

# ============================================================ self-check
assert len(SECRETS) == 100, len(SECRETS)
assert len(LOOK_ALIKES) == 100, len(LOOK_ALIKES)
for _kind, _text, _secret in SECRETS:
    assert isinstance(_kind, str) and _kind.count("/") == 1, _kind
    assert all(_kind.split("/")), _kind
    for _piece in _secret if isinstance(_secret, tuple) else (_secret,):
        assert _piece and _piece in _text, (_kind, _piece)
_texts = [t for _, t, _ in SECRETS] + LOOK_ALIKES
assert len(set(_texts)) == len(_texts), "duplicate texts"
